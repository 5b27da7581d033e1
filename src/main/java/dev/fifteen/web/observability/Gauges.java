package dev.fifteen.web.observability;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

import java.util.function.ToDoubleFunction;

/** The gauges of the service's own figures, each with its description: one line a gauge where they are made. */
public final class Gauges {

    private Gauges() {}

    /** Registers a gauge named {@code name} that reads {@code figure} of {@code source} when scraped. */
    public static <T> void register(
            MeterRegistry registry, String name, String description, T source, ToDoubleFunction<T> figure) {
        Gauge.builder(name, source, figure).description(description).register(registry);
    }
}
