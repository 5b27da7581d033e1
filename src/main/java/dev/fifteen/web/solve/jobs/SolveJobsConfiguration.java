package dev.fifteen.web.solve.jobs;

import dev.fifteen.web.solve.SolveService;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

import java.time.Clock;

/**
 * Wires {@code /solve/jobs}: the service that runs the jobs and the store of their records, in memory unless the
 * cluster declares a primary one on Redis.
 */
@Configuration(proxyBeanMethods = false)
class SolveJobsConfiguration {

    @Bean
    LocalSolveJobStore localSolveJobStore() {
        return new LocalSolveJobStore();
    }

    @Bean
    SolveJobs solveJobs(
            SolveService solveService,
            ObjectProvider<SolveJobStore> stores,
            SolveJobsProperties properties,
            JsonMapper mapper,
            MeterRegistry registry) {
        SolveJobs jobs = new SolveJobs(solveService, stores.getObject(), properties, mapper, Clock.systemUTC());
        Gauge.builder("fifteen.solve.jobs.running", jobs, SolveJobs::running)
                .description("Jobs of this replica at work: waiting for a search slot or searching")
                .register(registry);
        Gauge.builder("fifteen.solve.jobs.queued", jobs, SolveJobs::queued)
                .description("Jobs of this replica waiting for a runner")
                .register(registry);
        return jobs;
    }
}
