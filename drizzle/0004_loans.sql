CREATE TABLE `loans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`lender_id` integer NOT NULL,
	`borrower_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`start_date` text NOT NULL,
	`expected_return_date` text NOT NULL,
	`actual_return_date` integer,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`borrower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "loans_status_check" CHECK("loans"."status" in ('pending','active','return_pending','returned','cancelled','refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loans_one_open_per_listing` ON `loans` (`listing_id`) WHERE "loans"."status" in ('pending','active','return_pending');--> statement-breakpoint
CREATE INDEX `loans_lender_created_idx` ON `loans` (`lender_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `loans_borrower_created_idx` ON `loans` (`borrower_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `loans_listing_status_idx` ON `loans` (`listing_id`,`status`);