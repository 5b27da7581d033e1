package dev.fifteen.web.observability;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import dev.fifteen.testing.infra.OtlpReceiver;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import java.net.BindException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Traces as the packaged configuration has them, on the shared context: every request is a trace, a caller's
 * {@code traceparent} is continued and answered, Problem Details name the trace beside the request id, and nothing
 * is exported without an endpoint. The export itself is {@link ObservedReplicaTest}'s.
 */
@FifteenIntegrationTest
class TracingDefaultsTest {

    private static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    private static final String CALLER_SPAN = "00f067aa0ba902b7";
    private static final String TRACEPARENT = "00-" + TRACE_ID + "-" + CALLER_SPAN + "-01";

    @Autowired
    private MockMvc mockMvc;

    @Autowired
    private ApplicationContext context;

    @Test
    void aCallersTraceparentIsContinuedAndAnswered() throws Exception {
        MvcResult result = mockMvc.perform(
                        get("/solvability").param("board", "1,2,3/4,5,6/7,8,0").header("traceparent", TRACEPARENT))
                .andExpect(status().isOk())
                .andReturn();
        assertThat(result.getResponse().getHeader("traceparent"))
                .as("the same trace, the service's own span")
                .matches("00-" + TRACE_ID + "-[0-9a-f]{16}-01")
                .doesNotContain(CALLER_SPAN);
    }

    @Test
    void aRequestWithoutTraceparentStartsATraceOfItsOwn() throws Exception {
        String first = mockMvc.perform(get("/solvability").param("board", "1,2,3/4,5,6/7,8,0"))
                .andReturn()
                .getResponse()
                .getHeader("traceparent");
        String second = mockMvc.perform(get("/solvability").param("board", "1,2,3/4,5,6/7,8,0"))
                .andReturn()
                .getResponse()
                .getHeader("traceparent");
        assertThat(first).matches("00-[0-9a-f]{32}-[0-9a-f]{16}-01");
        assertThat(second).matches("00-[0-9a-f]{32}-[0-9a-f]{16}-01");
        assertThat(first.substring(3, 35)).isNotEqualTo(second.substring(3, 35));
    }

    @Test
    void probesAndScrapesAreNotTraced() throws Exception {
        MvcResult result = mockMvc.perform(get("/actuator/health/liveness").header("traceparent", TRACEPARENT))
                .andExpect(status().isOk())
                .andReturn();
        assertThat(result.getResponse().getHeader("traceparent")).isNull();
    }

    @Test
    void problemDetailsNameTheTraceBesideTheRequestId() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,2,3/4,5,6/7,8,8").header("traceparent", TRACEPARENT))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.traceId").value(TRACE_ID))
                .andExpect(jsonPath("$.requestId").isNotEmpty());
    }

    @Test
    void aProblemAnsweredAtTheEdgeNamesTheTraceToo() throws Exception {
        // refused by the query-encoding filter, before Spring MVC: the hand-written Problem Details body
        mockMvc.perform(get("/solvability")
                        .with(request -> {
                            request.setQueryString("board=%ZZ");
                            return request;
                        })
                        .header("traceparent", TRACEPARENT))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.type").value("urn:problem-type:malformed-query"))
                .andExpect(jsonPath("$.traceId").value(TRACE_ID))
                .andExpect(jsonPath("$.requestId").isNotEmpty());
    }

    @Test
    void nothingIsExportedWithoutAnEndpoint() throws Exception {
        List<String> exporters = new ArrayList<>();
        context.getBeansOfType(SpanExporter.class)
                .values()
                .forEach(exporter -> exporters.add(exporter.getClass().getName()));
        assertThat(exporters).noneMatch(name -> name.contains("Otlp"));
        MeterRegistry registry = context.getBean(MeterRegistry.class);
        List<String> registries = new ArrayList<>();
        if (registry instanceof CompositeMeterRegistry composite) {
            composite
                    .getRegistries()
                    .forEach(each -> registries.add(each.getClass().getName()));
        } else {
            registries.add(registry.getClass().getName());
        }
        assertThat(registries).noneMatch(name -> name.contains("Otlp"));

        // and a collector at the OTLP default address, where an exporter without an endpoint would send, hears
        // nothing while requests are traced
        OtlpReceiver receiver;
        try {
            receiver = OtlpReceiver.start(4318);
        } catch (BindException taken) {
            return; // another process holds the port: the absence of any exporter above is the proof
        }
        try (receiver) {
            for (int i = 0; i < 3; i++) {
                mockMvc.perform(get("/solvability").param("board", "1,2,3/4,5,6/7,8,0"))
                        .andExpect(status().isOk());
            }
            await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(2)).until(() -> receiver.requests() == 0);
        }
    }
}
