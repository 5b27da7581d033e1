/**
 * Long solves as jobs ({@code /solve/jobs}): started in the background, polled, streamed and cancelled, their state
 * kept in a {@link dev.fifteen.web.solve.jobs.SolveJobStore} (in memory, or on Redis when the cluster is on).
 * Imports no other feature.
 */
package dev.fifteen.web.solve.jobs;
