CREATE TABLE `watch_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`event` text NOT NULL,
	`old_price_cents` integer,
	`new_price_cents` integer,
	`created_at` integer NOT NULL,
	`emailed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "watch_alerts_event_check" CHECK("watch_alerts"."event" in ('price_drop','sold','paused','active','deleted'))
);
--> statement-breakpoint
CREATE INDEX `watch_alerts_unemailed_idx` ON `watch_alerts` (`user_id`) WHERE "watch_alerts"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `watch_alerts_user_idx` ON `watch_alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `watch_alerts_listing_idx` ON `watch_alerts` (`listing_id`);--> statement-breakpoint
CREATE TABLE `watch_digests` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`last_sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "watch_digests_time_check" CHECK("watch_digests"."last_sent_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE `watches` (
	`user_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `listing_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watches_listing_idx` ON `watches` (`listing_id`);--> statement-breakpoint
CREATE INDEX `watches_user_created_idx` ON `watches` (`user_id`,`created_at`);--> statement-breakpoint
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
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" in ('message','loan','rating','flag','search','watch'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "kind", "message", "from_user_id", "read", "created_at") SELECT "id", "user_id", "kind", "message", "from_user_id", "read", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "notifications"."read" = 0;--> statement-breakpoint
CREATE INDEX `notifications_from_user_idx` ON `notifications` (`from_user_id`);--> statement-breakpoint
CREATE INDEX `listings_sold_size_idx` ON `listings` (`status`,`size_maker`,`size_code`,`size_family`,`sold_at`,`price_cents`);