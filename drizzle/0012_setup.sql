-- My setup (issue 31): the pieces a member plays, as typed (decoded when read), and whether
-- they show on the member's public profile, off by default.
CREATE TABLE `setup_pieces` (
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`instrument_type` text NOT NULL,
	`brand` text NOT NULL,
	`size` text,
	`rim_tenths` integer,
	`current` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `position`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "setup_pieces_size_or_rim_check" CHECK("setup_pieces"."size" IS NOT NULL OR "setup_pieces"."rim_tenths" IS NOT NULL),
	CONSTRAINT "setup_pieces_rim_check" CHECK("setup_pieces"."rim_tenths" IS NULL OR "setup_pieces"."rim_tenths" BETWEEN 100 AND 400)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `show_setup` integer DEFAULT false NOT NULL;