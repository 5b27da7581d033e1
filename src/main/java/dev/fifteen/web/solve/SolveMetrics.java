package dev.fifteen.web.solve;

import dev.fifteen.search.Strategy;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;

/**
 * The meters of the searches, from one Micrometer {@link Observation} per search: {@code fifteen.solve.time}, the
 * timer of a search from the moment it asks for a slot in the pool (queueing included) to its end, tagged by strategy
 * and outcome, whose span ({@code solve-search}) is a child of the solve's ({@link SolveSpans}); and the summary
 * {@code fifteen.solve.nodes} of the nodes each search expanded, with the same tags. The outcomes: {@code solved},
 * {@code timeout}, {@code cancelled} and {@code failed} (refused when the pool stayed full, or an error; the
 * timer's {@code error} tag names it). A board of a batch or a job is timed from its slot, as its deadline is. A
 * cached answer is no search: the cache's own meters count it, the pool's gauges its saturation.
 */
final class SolveMetrics {

    static final String SEARCH = "fifteen.solve.time";
    static final String FAILED = "failed";

    private final ObservationRegistry observations;
    private final MeterRegistry registry;

    SolveMetrics(ObservationRegistry observations, MeterRegistry registry) {
        this.observations = observations;
        this.registry = registry;
    }

    /** Starts the observation of one search, a child of the current one (the solve's, where a request asks). */
    Observation searchStarted() {
        return Observation.createNotStarted(SEARCH, observations)
                .contextualName("solve-search")
                .start();
    }

    /**
     * Ends the observation of a search with its outcome, and records the nodes it expanded when it searched.
     *
     * @param failure the failure of a {@code failed} search, or {@code null}
     */
    void searchEnded(Observation search, Strategy strategy, String outcome, long nodes, Throwable failure) {
        search.lowCardinalityKeyValue("strategy", strategy.wireName()).lowCardinalityKeyValue("outcome", outcome);
        if (failure != null) {
            search.error(failure);
        }
        search.stop();
        if (outcome.equals(FAILED)) {
            return;
        }
        DistributionSummary.builder("fifteen.solve.nodes")
                .description("Search nodes expanded per solve")
                .tag("strategy", strategy.wireName())
                .tag("outcome", outcome)
                .register(registry)
                .record(nodes);
    }
}
