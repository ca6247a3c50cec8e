DROP INDEX users_names_idx;
DROP TABLE role_grants;
DROP TABLE access_roles;
