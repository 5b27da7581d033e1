package dev.fifteen.web.observability;

import dev.fifteen.testing.infra.FifteenIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The SBOM the build writes into the jar (CycloneDX, {@code META-INF/sbom/application.cdx.json}) is served by the
 * Actuator at {@code /actuator/sbom/application} and lists the Spring Boot the service runs on, at its version.
 */
@FifteenIntegrationTest
class SbomTest {

    @Autowired
    private MockMvc mockMvc;

    @Test
    void theApplicationSbomListsSpringBootWithItsVersion() throws Exception {
        mockMvc.perform(get("/actuator/sbom"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.ids[0]").value("application"));
        String body = mockMvc.perform(get("/actuator/sbom/application"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
        JsonNode sbom = JsonMapper.builder().build().readTree(body);
        assertThat(sbom.path("bomFormat").asString()).isEqualTo("CycloneDX");
        assertThat(sbom.path("metadata").path("component").path("name").asString())
                .isEqualTo("fifteen");
        List<String> licences = new ArrayList<>();
        sbom.path("metadata")
                .path("component")
                .path("licenses")
                .forEach(entry -> licences.add(entry.path("license").path("id").asString()
                        + entry.path("expression").asString()));
        assertThat(licences).as("Fifteen's own licence, from the pom").containsExactly("Apache-2.0");
        List<String> components = new ArrayList<>();
        sbom.path("components")
                .forEach(component -> components.add(component.path("group").asString() + ":"
                        + component.path("name").asString() + ":"
                        + component.path("version").asString()));
        assertThat(components)
                .contains("org.springframework.boot:spring-boot:" + SpringBootVersion.getVersion())
                .noneMatch(component -> component.startsWith("org.junit"));
    }
}
