package dev.fifteen.web.solve.jobs;

import dev.fifteen.web.observability.Gauges;
import dev.fifteen.web.solve.SolveService;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;
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

    /**
     * The job runners: {@code fifteen.solve.jobs.max-running} threads, {@code max-queued} jobs waiting for one (none:
     * a job is handed over or refused). They outlive the context's close event: {@link SolveJobs} stops first,
     * cancels its jobs and waits for them.
     */
    @Bean
    ThreadPoolTaskExecutor solveJobRunners(SolveJobsProperties properties) {
        ThreadPoolTaskExecutor runners = new ThreadPoolTaskExecutor();
        runners.setCorePoolSize(properties.maxRunning());
        runners.setMaxPoolSize(properties.maxRunning());
        runners.setQueueCapacity(properties.maxQueued());
        runners.setThreadNamePrefix("solve-job-");
        runners.setDaemon(true);
        runners.setAcceptTasksAfterContextClose(true);
        return runners;
    }

    /** The jobs' heartbeat and the ticks of their event streams. */
    @Bean
    ThreadPoolTaskScheduler solveJobScheduler() {
        ThreadPoolTaskScheduler scheduler = new ThreadPoolTaskScheduler();
        scheduler.setPoolSize(3);
        scheduler.setThreadNamePrefix("solve-job-ticks-");
        scheduler.setDaemon(true);
        scheduler.setRemoveOnCancelPolicy(true);
        scheduler.setAcceptTasksAfterContextClose(true);
        return scheduler;
    }

    @Bean
    SolveJobs solveJobs(
            SolveService solveService,
            ObjectProvider<SolveJobStore> stores,
            SolveJobsProperties properties,
            JsonMapper mapper,
            MeterRegistry registry,
            ThreadPoolTaskExecutor solveJobRunners,
            ThreadPoolTaskScheduler solveJobScheduler) {
        SolveJobs jobs = new SolveJobs(
                solveService,
                stores.getObject(),
                properties,
                mapper,
                Clock.systemUTC(),
                solveJobRunners,
                solveJobScheduler);
        Gauges.register(
                registry,
                "fifteen.solve.jobs.running",
                "Jobs of this replica at work: waiting for a search slot or searching",
                jobs,
                SolveJobs::running);
        Gauges.register(
                registry,
                "fifteen.solve.jobs.queued",
                "Jobs of this replica waiting for a runner",
                jobs,
                SolveJobs::queued);
        return jobs;
    }
}
