CREATE INDEX `listings_status_sold_idx` ON `listings` (`status`,`sold_at`);--> statement-breakpoint
CREATE INDEX `messages_recipient_idx` ON `messages` (`recipient_id`);--> statement-breakpoint
CREATE INDEX `messages_listing_idx` ON `messages` (`listing_id`);