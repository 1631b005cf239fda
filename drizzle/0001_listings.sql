CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `listing_photos` (
	`listing_id` integer NOT NULL,
	`position` integer NOT NULL,
	`file` text NOT NULL,
	PRIMARY KEY(`listing_id`, `position`),
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_photos_file_idx` ON `listing_photos` (`file`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`instrument_type` text NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`size` text,
	`condition` text NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text NOT NULL,
	`open_to_swap` integer DEFAULT false NOT NULL,
	`open_to_loan` integer DEFAULT false NOT NULL,
	`paypal_link_override` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sold_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listings_condition_check" CHECK("listings"."condition" in ('New','Like New','Excellent','Very Good','Good','Fair','Poor')),
	CONSTRAINT "listings_status_check" CHECK("listings"."status" in ('active','paused','sold','loaned','deleted')),
	CONSTRAINT "listings_price_check" CHECK("listings"."price_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `listings_status_created_idx` ON `listings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_price_idx` ON `listings` (`status`,`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `listings_user_status_idx` ON `listings` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `listings_browse_idx` ON `listings` (`status`,`brand`,`model`,`instrument_type`,`condition`,`price_cents`,`open_to_swap`,`open_to_loan`,`user_id`);--> statement-breakpoint
CREATE INDEX `listings_status_type_idx` ON `listings` (`status`,`instrument_type`);--> statement-breakpoint
CREATE INDEX `users_location_state_idx` ON `users` (`location_state`);