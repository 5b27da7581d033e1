package dev.fifteen.web;

import dev.fifteen.FifteenApplication;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The settings' one source of truth is the {@code @ConfigurationProperties} records: the configuration processor
 * turns their {@code @DefaultValue}s and Javadoc into {@code META-INF/spring-configuration-metadata.json}, and this
 * test writes that metadata out as {@code docs/configuration.md}. It fails when the committed reference drifts
 * (rewrite it with {@code ./mvnw -q -o test -Dtest=ConfigurationReferenceTest -Dconfiguration.update=true}), when a
 * setting has no description, and when {@code application.properties} repeats a default.
 */
class ConfigurationReferenceTest {

    private static final Path REFERENCE = Path.of("docs/configuration.md");

    private static JsonNode metadata;

    @BeforeAll
    static void readMetadata() throws IOException, URISyntaxException {
        // the metadata of this project's classes, not one of the many in the dependencies' jars
        Path classes = Path.of(FifteenApplication.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        metadata = JsonMapper.builder()
                .build()
                .readTree(classes.resolve("META-INF/spring-configuration-metadata.json")
                        .toFile());
    }

    @Test
    void committedReferenceMatchesTheGeneratedMetadata() throws IOException {
        String generated = reference();
        if (Boolean.getBoolean("configuration.update")) {
            Files.writeString(REFERENCE, generated, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(REFERENCE, StandardCharsets.UTF_8))
                .as("docs/configuration.md is out of date; regenerate it with -Dconfiguration.update=true")
                .isEqualTo(generated);
    }

    @Test
    void everySettingIsDescribed() {
        assertThat(properties())
                .isNotEmpty()
                .allSatisfy(property -> assertThat(property.path("description").asString(""))
                        .as(property.path("name").asString() + " has no description (a @param in its record's Javadoc)")
                        .isNotBlank());
    }

    @Test
    void applicationPropertiesRepeatsNoDefault() throws IOException {
        Properties application = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/application.properties");
                Reader reader = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
            application.load(reader);
        }
        Map<String, String> repeated = new LinkedHashMap<>();
        for (JsonNode property : properties()) {
            String name = property.path("name").asString();
            String value = application.getProperty(name);
            if (value != null && property.has("defaultValue") && value.equals(text(property.get("defaultValue")))) {
                repeated.put(name, value);
            }
        }
        assertThat(repeated)
                .as("settings in application.properties equal to their records' defaults")
                .isEmpty();
    }

    private static List<JsonNode> properties() {
        List<JsonNode> properties = new ArrayList<>();
        metadata.path("properties").values().forEach(properties::add);
        return properties;
    }

    private static String reference() {
        StringBuilder out = new StringBuilder();
        out.append("# Configuration reference\n\n")
                .append("Every `fifteen.*` setting with its default. This page is generated from the")
                .append(" `@ConfigurationProperties`\nrecords (their `@DefaultValue`s and Javadoc) by")
                .append(" `ConfigurationReferenceTest`: edit the records, then run\n")
                .append("`./mvnw -q -o test -Dtest=ConfigurationReferenceTest -Dconfiguration.update=true`.\n\n")
                .append("Set a value as a command-line argument (`--fifteen.solve.max-timeout=30s`), in")
                .append(" `application.properties`, or as\nan environment variable (`FIFTEEN_SOLVE_MAXTIMEOUT=30s`:")
                .append(" dots become underscores, dashes go). Durations take a unit\n(`200ms`, `10s`, `2m`).\n\n")
                .append("Spring Boot's own settings the service sets or documents (the ports, shutdown, traces")
                .append(" and their export,\nsampling, structured logs, metrics) are in")
                .append(" [operations](operations.md).\n");
        for (JsonNode group : metadata.path("groups").values()) {
            String prefix = group.path("name").asString();
            String type = group.path("type").asString();
            out.append("\n## `")
                    .append(prefix)
                    .append("`\n\n")
                    .append("Bound to `")
                    .append(type.substring(type.lastIndexOf('.') + 1))
                    .append("`.\n\n")
                    .append("| Setting | Default | Description |\n|---|---|---|\n");
            for (JsonNode property : properties()) {
                if (!property.path("sourceType").asString().equals(type)) {
                    continue;
                }
                String defaultValue =
                        property.has("defaultValue") ? "`" + text(property.get("defaultValue")) + "`" : "(none)";
                out.append("| `")
                        .append(property.path("name").asString())
                        .append("` | ")
                        .append(defaultValue)
                        .append(" | ")
                        .append(sentence(property.path("description").asString("")))
                        .append(" |\n");
            }
        }
        return out.toString();
    }

    private static String text(JsonNode value) {
        return value.isString() ? value.asString() : value.toString();
    }

    private static String sentence(String description) {
        String oneLine = description
                .replaceAll("\\{@code ([^}]*)}", "`$1`")
                .replaceAll("\\s+", " ")
                .replace("|", "\\|")
                .strip();
        return oneLine.isEmpty() ? oneLine : Character.toUpperCase(oneLine.charAt(0)) + oneLine.substring(1);
    }
}
