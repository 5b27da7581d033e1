/**
 * Near-optimal fast answers where pattern tables exist: an anytime weighted IDA* that improves the reduction's
 * answer with the tables while the deadline allows ({@link dev.fifteen.search.anytime.NearOptimalSolver}). Plain
 * Java: no Spring, no HTTP.
 */
package dev.fifteen.search.anytime;
