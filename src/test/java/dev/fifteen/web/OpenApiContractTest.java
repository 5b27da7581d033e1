package dev.fifteen.web;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The committed {@code openapi.yaml} is the published contract: this test fails when the running service's
 * document differs from it. After an intended change, rewrite the file with
 * {@code ./mvnw test -Dtest=OpenApiContractTest -Dopenapi.update=true} and commit it.
 */
@FifteenIntegrationTest
class OpenApiContractTest {

    private static final Path CONTRACT = Path.of("openapi.yaml");

    @Autowired
    private MockMvc mockMvc;

    @Test
    void committedContractMatchesTheGeneratedDocument() throws Exception {
        String generated = mockMvc.perform(get("/v3/api-docs.yaml"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString(StandardCharsets.UTF_8);
        if (Boolean.getBoolean("openapi.update")) {
            Files.writeString(CONTRACT, generated, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(CONTRACT, StandardCharsets.UTF_8))
                .as("openapi.yaml is out of date; regenerate it with -Dopenapi.update=true")
                .isEqualTo(generated);
    }
}
