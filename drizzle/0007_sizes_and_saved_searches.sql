CREATE TABLE `saved_search_keys` (
	`key` text NOT NULL,
	`saved_search_id` integer NOT NULL,
	PRIMARY KEY(`key`, `saved_search_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_keys_search_idx` ON `saved_search_keys` (`saved_search_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`filter` text NOT NULL,
	`alerts` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `search_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`saved_search_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`emailed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_alerts_user_listing_idx` ON `search_alerts` (`user_id`,`listing_id`);--> statement-breakpoint
CREATE INDEX `search_alerts_unemailed_idx` ON `search_alerts` (`user_id`) WHERE "search_alerts"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `search_alerts_search_idx` ON `search_alerts` (`saved_search_id`);--> statement-breakpoint
CREATE INDEX `search_alerts_listing_idx` ON `search_alerts` (`listing_id`);--> statement-breakpoint
CREATE TABLE `search_digests` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`last_sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "search_digests_time_check" CHECK("search_digests"."last_sent_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE `size_table_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`message` text NOT NULL,
	`from_user_id` integer NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" in ('message','loan','rating','flag','search'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "kind", "message", "from_user_id", "read", "created_at") SELECT "id", "user_id", "kind", "message", "from_user_id", "read", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "notifications"."read" = 0;--> statement-breakpoint
CREATE INDEX `notifications_from_user_idx` ON `notifications` (`from_user_id`);--> statement-breakpoint
ALTER TABLE `listings` ADD `size_maker` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `size_code` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `size_family` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `size_rim_um` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `size_cup` integer;--> statement-breakpoint
CREATE INDEX `listings_size_idx` ON `listings` (`status`,`size_family`,`size_rim_um`);--> statement-breakpoint
CREATE INDEX `listings_size_code_idx` ON `listings` (`status`,`size_maker`,`size_code`,`size_family`);