/**
 * What the tests run on: real components (Redis, HAProxy, Chromium, replicas of the service) and the switch that
 * skips or fails a test without them, free ports, benchmark files, allocation counters and error-answer checks.
 */
package dev.fifteen.testing.infra;
