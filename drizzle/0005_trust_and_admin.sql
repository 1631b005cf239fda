CREATE TABLE `ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_user_id` integer NOT NULL,
	`to_user_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`comment` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ratings_stars_check" CHECK("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_not_self_check" CHECK("ratings"."from_user_id" <> "ratings"."to_user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_rater_listing_unique` ON `ratings` (`from_user_id`,`listing_id`);--> statement-breakpoint
CREATE INDEX `ratings_to_user_created_idx` ON `ratings` (`to_user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`reporter_id` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "flags_status_check" CHECK("flags"."status" in ('pending','reviewed','resolved'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flags_reporter_listing_unique` ON `flags` (`reporter_id`,`listing_id`);--> statement-breakpoint
CREATE INDEX `flags_created_idx` ON `flags` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `flags_status_idx` ON `flags` (`status`);--> statement-breakpoint
CREATE INDEX `flags_listing_idx` ON `flags` (`listing_id`);--> statement-breakpoint
CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`target_label` text NOT NULL,
	`details` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "admin_audit_target_check" CHECK("admin_audit"."target_type" in ('user','listing','flag'))
);
--> statement-breakpoint
CREATE INDEX `admin_audit_created_idx` ON `admin_audit` (`created_at`,`id`);