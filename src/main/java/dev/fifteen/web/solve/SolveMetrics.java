package dev.fifteen.web.solve;

import dev.fifteen.search.Strategy;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

import java.time.Duration;

/**
 * The meters of the solves: {@code fifteen.solve.time} (queueing included) and {@code fifteen.solve.nodes}, tagged
 * by strategy and outcome ({@code solved}, {@code timeout}, {@code cancelled}). Cache hits are counted by the
 * cache's own meters, the pool's saturation by its gauges.
 */
final class SolveMetrics {

    private final MeterRegistry registry;

    SolveMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Records one solve that began at {@code startNanos} ({@link System#nanoTime()}) and ended now. */
    void record(Strategy strategy, String outcome, long startNanos, long nodes) {
        Timer.builder("fifteen.solve.time")
                .description("Time to solve a board, queueing included")
                .tag("strategy", strategy.wireName())
                .tag("outcome", outcome)
                .register(registry)
                .record(Duration.ofNanos(System.nanoTime() - startNanos));
        DistributionSummary.builder("fifteen.solve.nodes")
                .description("Search nodes expanded per solve")
                .tag("strategy", strategy.wireName())
                .tag("outcome", outcome)
                .register(registry)
                .record(nodes);
    }
}
