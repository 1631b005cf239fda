-- Deals (issue 30): offers and counters, completed deals, ratings that follow a deal; listings
-- that are reserved while a deal is agreed and expire when not renewed; loans that end bought.
-- New statuses widen three CHECK constraints and a notification kind, which SQLite can only do by
-- rebuilding the table: the runner turns foreign keys off around the migrations (a DROP would
-- otherwise cascade) and checks them all before turning them on again.
CREATE TABLE `deals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`swap_listing_id` integer,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`amount_cents` integer,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`swap_listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deals_offer_unique` ON `deals` (`offer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `deals_listing_unique` ON `deals` (`listing_id`);--> statement-breakpoint
CREATE INDEX `deals_buyer_completed_idx` ON `deals` (`buyer_id`,`completed_at`,`id`);--> statement-breakpoint
CREATE INDEX `deals_seller_completed_idx` ON `deals` (`seller_id`,`completed_at`,`id`);--> statement-breakpoint
CREATE INDEX `deals_swap_listing_idx` ON `deals` (`swap_listing_id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`from_user_id` integer NOT NULL,
	`amount_cents` integer,
	`swap_listing_id` integer,
	`note` text,
	`status` text DEFAULT 'open' NOT NULL,
	`parent_offer_id` integer,
	`loan_id` integer,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`swap_listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`loan_id`) REFERENCES `loans`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "offers_status_check" CHECK("offers"."status" in ('open','accepted','declined','countered','withdrawn','expired','released','completed')),
	CONSTRAINT "offers_terms_check" CHECK("offers"."amount_cents" IS NOT NULL OR "offers"."swap_listing_id" IS NOT NULL),
	CONSTRAINT "offers_amount_check" CHECK("offers"."amount_cents" IS NULL OR "offers"."amount_cents" > 0),
	CONSTRAINT "offers_parties_check" CHECK("offers"."buyer_id" <> "offers"."seller_id" AND "offers"."from_user_id" IN ("offers"."buyer_id", "offers"."seller_id"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_one_open_per_buyer` ON `offers` (`listing_id`,`buyer_id`) WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `offers_one_accepted_per_listing` ON `offers` (`listing_id`) WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX `offers_buyer_created_idx` ON `offers` (`buyer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `offers_seller_created_idx` ON `offers` (`seller_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `offers_listing_status_idx` ON `offers` (`listing_id`,`status`);--> statement-breakpoint
CREATE INDEX `offers_status_expires_idx` ON `offers` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `offers_swap_listing_idx` ON `offers` (`swap_listing_id`);--> statement-breakpoint
CREATE INDEX `offers_parent_idx` ON `offers` (`parent_offer_id`);--> statement-breakpoint
CREATE INDEX `offers_loan_idx` ON `offers` (`loan_id`);--> statement-breakpoint
CREATE INDEX `offers_from_user_idx` ON `offers` (`from_user_id`);--> statement-breakpoint
CREATE TABLE `__new_listings` (
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
	`sale_price_cents` integer,
	`renewed_at` integer DEFAULT (CAST(strftime('%s', 'now') AS INTEGER) * 1000) NOT NULL,
	`expiry_warned_at` integer,
	`size_maker` text,
	`size_code` text,
	`size_family` text,
	`size_rim_um` integer,
	`size_cup` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listings_condition_check" CHECK("__new_listings"."condition" in ('New','Like New','Excellent','Very Good','Good','Fair','Poor')),
	CONSTRAINT "listings_status_check" CHECK("__new_listings"."status" in ('active','paused','sold','loaned','reserved','expired','deleted')),
	CONSTRAINT "listings_price_check" CHECK("__new_listings"."price_cents" > 0),
	CONSTRAINT "listings_sale_price_check" CHECK("__new_listings"."sale_price_cents" IS NULL OR "__new_listings"."sale_price_cents" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_listings`("id", "user_id", "instrument_type", "brand", "model", "size", "condition", "price_cents", "description", "open_to_swap", "open_to_loan", "paypal_link_override", "status", "created_at", "updated_at", "sold_at", "sale_price_cents", "renewed_at", "expiry_warned_at", "size_maker", "size_code", "size_family", "size_rim_um", "size_cup") SELECT "id", "user_id", "instrument_type", "brand", "model", "size", "condition", "price_cents", "description", "open_to_swap", "open_to_loan", "paypal_link_override", "status", "created_at", "updated_at", "sold_at",
	-- Sales before deals count at their asking price, as they always did; every listing gets a
	-- whole period from the upgrade, so none expires the day it lands.
	CASE WHEN "status" = 'sold' THEN "price_cents" END, max("created_at", CAST(strftime('%s', 'now') AS INTEGER) * 1000), NULL, "size_maker", "size_code", "size_family", "size_rim_um", "size_cup" FROM `listings`;--> statement-breakpoint
DROP TABLE `listings`;--> statement-breakpoint
ALTER TABLE `__new_listings` RENAME TO `listings`;--> statement-breakpoint
CREATE INDEX `listings_status_created_idx` ON `listings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_price_idx` ON `listings` (`status`,`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `listings_user_status_idx` ON `listings` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `listings_browse_idx` ON `listings` (`status`,`brand`,`model`,`instrument_type`,`condition`,`price_cents`,`open_to_swap`,`open_to_loan`,`user_id`);--> statement-breakpoint
CREATE INDEX `listings_status_type_idx` ON `listings` (`status`,`instrument_type`);--> statement-breakpoint
CREATE INDEX `listings_status_sold_idx` ON `listings` (`status`,`sold_at`);--> statement-breakpoint
CREATE INDEX `listings_size_idx` ON `listings` (`status`,`size_family`,`size_rim_um`);--> statement-breakpoint
CREATE INDEX `listings_size_code_idx` ON `listings` (`status`,`size_maker`,`size_code`,`size_family`);--> statement-breakpoint
CREATE INDEX `listings_sold_size_idx` ON `listings` (`status`,`size_maker`,`size_code`,`size_family`,`sold_at`,`sale_price_cents`);--> statement-breakpoint
CREATE INDEX `listings_status_renewed_idx` ON `listings` (`status`,`renewed_at`);--> statement-breakpoint
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
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" in ('message','loan','rating','flag','search','watch','offer','listing'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "kind", "message", "from_user_id", "read", "created_at") SELECT "id", "user_id", "kind", "message", "from_user_id", "read", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "notifications"."read" = 0;--> statement-breakpoint
CREATE INDEX `notifications_from_user_idx` ON `notifications` (`from_user_id`);--> statement-breakpoint
CREATE TABLE `__new_loans` (
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
	CONSTRAINT "loans_status_check" CHECK("__new_loans"."status" in ('pending','active','return_pending','returned','cancelled','refused','bought'))
);
--> statement-breakpoint
INSERT INTO `__new_loans`("id", "listing_id", "lender_id", "borrower_id", "status", "start_date", "expected_return_date", "actual_return_date", "notes", "created_at", "updated_at") SELECT "id", "listing_id", "lender_id", "borrower_id", "status", "start_date", "expected_return_date", "actual_return_date", "notes", "created_at", "updated_at" FROM `loans`;--> statement-breakpoint
DROP TABLE `loans`;--> statement-breakpoint
ALTER TABLE `__new_loans` RENAME TO `loans`;--> statement-breakpoint
CREATE UNIQUE INDEX `loans_one_open_per_listing` ON `loans` (`listing_id`) WHERE "loans"."status" in ('pending','active','return_pending');--> statement-breakpoint
CREATE INDEX `loans_lender_created_idx` ON `loans` (`lender_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `loans_borrower_created_idx` ON `loans` (`borrower_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `loans_listing_status_idx` ON `loans` (`listing_id`,`status`);--> statement-breakpoint
CREATE TABLE `__new_watch_alerts` (
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
	CONSTRAINT "watch_alerts_event_check" CHECK("__new_watch_alerts"."event" in ('price_drop','sold','paused','active','deleted','reserved'))
);
--> statement-breakpoint
INSERT INTO `__new_watch_alerts`("id", "user_id", "listing_id", "event", "old_price_cents", "new_price_cents", "created_at", "emailed_at") SELECT "id", "user_id", "listing_id", "event", "old_price_cents", "new_price_cents", "created_at", "emailed_at" FROM `watch_alerts`;--> statement-breakpoint
DROP TABLE `watch_alerts`;--> statement-breakpoint
ALTER TABLE `__new_watch_alerts` RENAME TO `watch_alerts`;--> statement-breakpoint
CREATE INDEX `watch_alerts_unemailed_idx` ON `watch_alerts` (`user_id`) WHERE "watch_alerts"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `watch_alerts_user_idx` ON `watch_alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `watch_alerts_listing_idx` ON `watch_alerts` (`listing_id`);--> statement-breakpoint
ALTER TABLE `ratings` ADD `deal_id` integer REFERENCES deals(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `ratings_deal_idx` ON `ratings` (`deal_id`);
--> statement-breakpoint
-- The rebuilt listings table takes back the triggers of migrations 0002 and 0008, unchanged.
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listings_fts`(rowid, `brand`, `model`, `size`, `description`)
	VALUES (new.`id`, new.`brand`, new.`model`, new.`size`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO `listings_fts`(`listings_fts`, rowid, `brand`, `model`, `size`, `description`)
	VALUES ('delete', old.`id`, old.`brand`, old.`model`, old.`size`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF `brand`, `model`, `size`, `description` ON `listings` BEGIN
	INSERT INTO `listings_fts`(`listings_fts`, rowid, `brand`, `model`, `size`, `description`)
	VALUES ('delete', old.`id`, old.`brand`, old.`model`, old.`size`, old.`description`);
	INSERT INTO `listings_fts`(rowid, `brand`, `model`, `size`, `description`)
	VALUES (new.`id`, new.`brand`, new.`model`, new.`size`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_insert` AFTER INSERT ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_update` AFTER UPDATE ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_listings_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_listings_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_listings_update` AFTER UPDATE ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_listings_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO `catalog_changes`(`listing_id`) VALUES (old.`id`);
END;
