package dev.fifteen.web.edge;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.options;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/** The edge's defaults, as shipped: no cross-origin caller, security headers, no echo of the Host header. */
@FifteenIntegrationTest
class HttpEdgeDefaultsTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void noOriginIsAllowedByDefault() throws Exception {
        mockMvc.perform(options("/solvability")
                        .header("Origin", "https://app.example.org")
                        .header("Access-Control-Request-Method", "POST"))
                .andExpect(header().doesNotExist("Access-Control-Allow-Origin"));
        // a simple request cannot be stopped, but its answer is not released to the other origin's script
        mockMvc.perform(get("/solvability").param("board", "1,2/3,0").header("Origin", "https://app.example.org"))
                .andExpect(header().doesNotExist("Access-Control-Allow-Origin"));
    }

    @Test
    void apiAnswersCarryTheSecurityHeadersAndAreNotStored() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,2/3,0"))
                .andExpect(status().isOk())
                .andExpect(header().string("X-Content-Type-Options", "nosniff"))
                .andExpect(header().string("X-Frame-Options", "DENY"))
                .andExpect(header().string("Content-Security-Policy", containsString("default-src 'self'")))
                .andExpect(header().string("Cache-Control", "no-store"))
                .andExpect(header().exists("X-Request-Id"));
    }

    @Test
    void problemDetailsCarryTheRequestIdOfTheirHeader() throws Exception {
        mockMvc.perform(get("/solvability").param("board", "1,1/3,0").header("X-Request-Id", "client-chosen-id-42"))
                .andExpect(status().isBadRequest())
                .andExpect(header().string("X-Request-Id", "client-chosen-id-42"))
                .andExpect(jsonPath("$.requestId").value("client-chosen-id-42"));
        mockMvc.perform(get("/solvability").param("board", "1,1/3,0").header("X-Request-Id", "bad id\r\nforged: 1"))
                .andExpect(header().string("X-Request-Id", not(containsString("forged"))));
    }

    @Test
    void swaggerUiRedirectDoesNotEchoTheHost() throws Exception {
        mockMvc.perform(get("/v3/api-docs/swagger-config").header("Host", "attacker.example"))
                .andExpect(status().isOk())
                .andExpect(content().string(not(containsString("attacker"))));
    }
}
