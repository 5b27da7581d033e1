package dev.fifteen.web.solve.batch;

import dev.fifteen.web.BoardInput;
import dev.fifteen.web.edge.DisconnectWatch;
import dev.fifteen.web.solve.SolveBatchProperties;
import dev.fifteen.web.solve.SolveProperties;
import dev.fifteen.web.solve.SolveService;
import dev.fifteen.web.solve.SolveSpans;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/** Wires the batch service, closed with the context so that running batches are cancelled on shutdown. */
@Configuration(proxyBeanMethods = false)
class SolveBatchConfiguration {

    @Bean(destroyMethod = "close")
    SolveBatchService solveBatchService(
            SolveService solveService,
            BoardInput boardInput,
            JsonMapper mapper,
            SolveProperties properties,
            SolveBatchProperties batchProperties,
            DisconnectWatch disconnects,
            SolveSpans spans) {
        return new SolveBatchService(solveService, boardInput, mapper, properties, batchProperties, disconnects, spans);
    }
}
