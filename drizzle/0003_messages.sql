CREATE TABLE `message_emails` (
	`thread_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`thread_id`, `recipient_id`),
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `message_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_low` integer NOT NULL,
	`user_high` integer NOT NULL,
	`listing_id` integer,
	`last_message_id` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_low`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_high`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "message_threads_pair_check" CHECK("message_threads"."user_low" < "message_threads"."user_high")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_threads_pair_listing_unique` ON `message_threads` (`user_low`,`user_high`,coalesce(`listing_id`, 0));--> statement-breakpoint
CREATE INDEX `message_threads_low_updated_idx` ON `message_threads` (`user_low`,`updated_at`,`last_message_id`);--> statement-breakpoint
CREATE INDEX `message_threads_high_updated_idx` ON `message_threads` (`user_high`,`updated_at`,`last_message_id`);--> statement-breakpoint
CREATE INDEX `message_threads_listing_idx` ON `message_threads` (`listing_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`listing_id` integer,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_thread_created_idx` ON `messages` (`thread_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `messages_unread_idx` ON `messages` (`recipient_id`,`thread_id`) WHERE "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`message` text NOT NULL,
	`from_user_id` integer NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_kind_check" CHECK("notifications"."kind" in ('message','loan','rating','flag'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "notifications"."read" = 0;--> statement-breakpoint
CREATE INDEX `notifications_from_user_idx` ON `notifications` (`from_user_id`);