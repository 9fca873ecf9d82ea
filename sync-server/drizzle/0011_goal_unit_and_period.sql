ALTER TABLE `goals` ADD `unit` text;--> statement-breakpoint
ALTER TABLE `goals` ADD `period` text;