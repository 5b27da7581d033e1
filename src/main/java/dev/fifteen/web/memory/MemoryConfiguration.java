package dev.fifteen.web.memory;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Wires the memory budget: the budget sized by {@link MemoryProperties}, the per-request ledger and the filter
 * that empties it, the admission of JSON bodies, and the meters {@code fifteen.memory.budget.used},
 * {@code fifteen.memory.budget.capacity} and {@code fifteen.memory.budget.refused} (tagged {@code reason=busy}
 * or {@code too-large}).
 */
@Configuration(proxyBeanMethods = false)
class MemoryConfiguration {

    private static final Logger log = LoggerFactory.getLogger(MemoryConfiguration.class);

    @Bean
    MemoryBudget memoryBudget(MemoryProperties properties, MeterRegistry registry) {
        MemoryBudget budget =
                new MemoryBudget(properties.budgetBytes(), properties.admissionWait(), properties.retryAfterSeconds());
        log.info(
                "Memory budget: {} MB of a {} MB heap",
                budget.capacity() / 1_000_000,
                Runtime.getRuntime().maxMemory() / 1_000_000);
        Gauge.builder("fifteen.memory.budget.used", budget, MemoryBudget::used)
                .baseUnit("bytes")
                .description("Bytes of the memory budget taken by running requests")
                .register(registry);
        Gauge.builder("fifteen.memory.budget.capacity", budget, MemoryBudget::capacity)
                .baseUnit("bytes")
                .description("Bytes the memory budget holds")
                .register(registry);
        FunctionCounter.builder("fifteen.memory.budget.refused", budget, MemoryBudget::refusedBusy)
                .tag("reason", "busy")
                .description("Requests refused with 503 because the budget stayed taken")
                .register(registry);
        FunctionCounter.builder("fifteen.memory.budget.refused", budget, MemoryBudget::refusedTooLarge)
                .tag("reason", "too-large")
                .description("Requests refused with 400 because they exceed the budget")
                .register(registry);
        return budget;
    }

    @Bean
    RequestMemory requestMemory(MemoryBudget budget, MemoryProperties properties) {
        return new RequestMemory(budget, properties.smallRequest().toBytes());
    }

    /** Registered, in its place among the filters, by the edge's configuration. */
    @Bean
    MemoryAdmissionFilter memoryAdmissionFilter() {
        return new MemoryAdmissionFilter();
    }

    @Bean
    WebMvcConfigurer requestBodyAdmission(RequestMemory memory, MemoryProperties properties) {
        RequestBodyAdmission admission =
                new RequestBodyAdmission(memory, properties.unannouncedBody().toBytes());
        return new WebMvcConfigurer() {
            @Override
            public void addInterceptors(InterceptorRegistry registry) {
                registry.addInterceptor(admission);
            }
        };
    }
}
