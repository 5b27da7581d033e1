/**
 * The failures a request can meet, each with a stable Problem Details slug and category
 * ({@code ProblemException}, {@code LimitExceededException}); the web layer maps them to HTTP statuses.
 * Plain Java: imports no other package of the project and no framework.
 */
package dev.fifteen.problem;
