package dev.fifteen.web.solve.batch;

import dev.fifteen.web.BoardInput;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.solve.SolveBatchProperties;
import dev.fifteen.web.solve.SolveProperties;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveSpans;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.task.support.ContextPropagatingTaskDecorator;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import tools.jackson.databind.json.JsonMapper;

/** Wires the batch service and its drivers, shut down with the context so that running batches are cancelled. */
@Configuration(proxyBeanMethods = false)
class SolveBatchConfiguration {

    /**
     * One thread for each batch running ({@code fifteen.solve.batch.max-concurrent}, a semaphore of the service
     * refusing one more); a batch whose thread is still ending waits for it in the queue.
     */
    @Bean
    ThreadPoolTaskExecutor solveBatchDrivers(SolveBatchProperties batchProperties) {
        ThreadPoolTaskExecutor drivers = new ThreadPoolTaskExecutor();
        drivers.setCorePoolSize(batchProperties.maxConcurrent());
        drivers.setMaxPoolSize(batchProperties.maxConcurrent());
        drivers.setAllowCoreThreadTimeOut(true);
        drivers.setThreadNamePrefix("solve-batch-");
        drivers.setDaemon(true);
        drivers.setAcceptTasksAfterContextClose(true);
        // the request's observation (its trace and log context) goes on in the batch's thread
        drivers.setTaskDecorator(new ContextPropagatingTaskDecorator());
        return drivers;
    }

    @Bean
    SolveBatchService solveBatchService(
            SolveService solveService,
            BoardInput boardInput,
            JsonMapper mapper,
            SolveProperties properties,
            SolveBatchProperties batchProperties,
            DisconnectWatch disconnects,
            SolveSpans spans,
            ThreadPoolTaskExecutor solveBatchDrivers) {
        return new SolveBatchService(
                solveService, boardInput, mapper, properties, batchProperties, disconnects, spans, solveBatchDrivers);
    }
}
