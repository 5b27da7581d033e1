package dev.fifteen.web;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import java.time.Duration;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@FifteenIntegrationTest
class ActuatorTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void livenessAndReadinessGroupsAreUp() throws Exception {
        mockMvc.perform(get("/actuator/health/liveness"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.status").value("UP"));
        // readiness waits for the 4 x 4 pattern databases, built in the background at start-up
        await("readiness up")
                .atMost(Duration.ofSeconds(120))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> mockMvc.perform(get("/actuator/health/readiness"))
                                .andReturn()
                                .getResponse()
                                .getStatus()
                        == 200);
        mockMvc.perform(get("/actuator/health/readiness"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.status").value("UP"))
                .andExpect(jsonPath("$.components.solveTables.status").value("UP"));
    }

    @Test
    void infoNamesTheService() throws Exception {
        mockMvc.perform(get("/actuator/info"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.app.name").value("Fifteen"));
    }

    @Test
    void infoShowsTheBuildAndNoJvmDetails() throws Exception {
        mockMvc.perform(get("/actuator/info"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.build.artifact").value("fifteen"))
                .andExpect(jsonPath("$.build.group").value("dev.fifteen"))
                .andExpect(jsonPath("$.build.version").isNotEmpty())
                .andExpect(jsonPath("$.build.time").isNotEmpty())
                .andExpect(jsonPath("$.java").doesNotExist());
    }

    @Test
    void prometheusMetricsIncludeHttpRequests() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,2/3,0")).andExpect(status().isOk());
        mockMvc.perform(get("/actuator/prometheus"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("http_server_requests_seconds_count")))
                .andExpect(content().string(containsString("jvm_memory_used_bytes")));
    }
}
