package dev.fifteen.web.solve.stream;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;

/** Wires the ticks of the watched solves: their figures and keep-alive comments, on two threads. */
@Configuration(proxyBeanMethods = false)
class SolveStreamConfiguration {

    @Bean
    ThreadPoolTaskScheduler solveStreamTicks() {
        ThreadPoolTaskScheduler ticks = new ThreadPoolTaskScheduler();
        ticks.setPoolSize(2);
        ticks.setThreadNamePrefix("solve-progress-");
        ticks.setDaemon(true);
        ticks.setRemoveOnCancelPolicy(true);
        return ticks;
    }
}
