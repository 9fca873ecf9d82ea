CREATE TABLE `space_versions` (
	`space` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
