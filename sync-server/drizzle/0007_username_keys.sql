DROP INDEX `users_username_lower_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `username_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);