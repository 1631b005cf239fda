-- The wanted board (issue 31, ADR 025): a public post beside a saved search of kind `wanted`,
-- whose query the one matcher reads as it reads every saved search.
CREATE TABLE `wanted_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`saved_search_id` integer NOT NULL,
	`instrument_type` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wanted_posts_search_idx` ON `wanted_posts` (`saved_search_id`);--> statement-breakpoint
CREATE INDEX `wanted_posts_board_idx` ON `wanted_posts` (`expires_at`,`id`);--> statement-breakpoint
CREATE INDEX `wanted_posts_user_idx` ON `wanted_posts` (`user_id`);--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `kind` text DEFAULT 'search' NOT NULL;