package dev.fifteen.docker;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.fifteen.docker.Dockerfile.Copy;
import dev.fifteen.docker.Dockerfile.Stage;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.context.support.DefaultLifecycleProcessor;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The files that run the image ({@code compose.yaml}, the Kubernetes manifests, the README's commands) held
 * against the {@code Dockerfile}, and all of them against the application's real settings: the ports it exposes
 * are the ones the application listens on, its health check asks the management port for liveness, its user is
 * the pods' user and its home holds the data directory the tables are copied into, an override of its JVM options
 * keeps the exit on a heap that ran out, and every property or environment variable they set is one the
 * application (or Spring) reads: an unknown name silently does nothing. {@code DeploymentManifestsTest} holds the
 * manifests against a running replica; this test needs neither a replica nor an engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ImageManifestsTest {

    private static final Path KUBERNETES = Path.of("deploy/kubernetes");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SYSTEM_PROPERTY = Pattern.compile("-D([\\w.\\-]+)=");

    private final Properties settings = new Properties();
    private final Set<ConfigurationPropertyName> known = new HashSet<>();
    private Stage image;
    private Container container;
    private Deployment deployment;
    private Map<?, ?> composeService;

    @BeforeAll
    void read() throws IOException {
        try (Reader packaged = Files.newBufferedReader(Path.of("src/main/resources/application.properties"))) {
            settings.load(packaged);
        }
        for (URL metadata : Collections.list(
                getClass().getClassLoader().getResources("META-INF/spring-configuration-metadata.json"))) {
            try (InputStream in = metadata.openStream()) {
                for (JsonNode property : JSON.readTree(in).path("properties")) {
                    known.add(ConfigurationPropertyName.of(property.get("name").asText()));
                }
            }
        }
        image = Dockerfile.read(Path.of("Dockerfile")).image();
        deployment = YAML.readValue(KUBERNETES.resolve("base/deployment.yaml").toFile(), Deployment.class);
        container = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        Map<?, ?> services = (Map<?, ?>) yaml(Path.of("compose.yaml")).get("services");
        composeService = (Map<?, ?>) services.get("fifteen");
    }

    @Test
    void theImageExposesThePortsTheApplicationListensOnAndItsHealthCheckAsksForLiveness() {
        int api = Integer.parseInt(settings.getProperty("server.port", "8080"));
        int management = managementPort();
        assertThat(exposed()).containsExactlyInAnyOrder(api, management);
        String healthCheck = image.last("HEALTHCHECK").arguments();
        assertThat(healthCheck).contains("/dev/tcp/127.0.0.1/" + management, "GET /actuator/health/liveness ");
        assertThat(container.getPorts().stream().map(ContainerPort::getContainerPort))
                .as("the pod's container ports")
                .containsExactlyInAnyOrderElementsOf(exposed());
        assertThat(image.last("STOPSIGNAL").arguments()).isEqualTo("SIGTERM");
    }

    @Test
    void theImagesUserIsThePodsUserAndItsHomeHoldsTheDataDirectoryTheTablesGoTo() {
        String user = image.all("RUN").stream()
                .map(run -> run.arguments())
                .filter(run -> run.contains("useradd"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the image adds no user"));
        Matcher uid = Pattern.compile("useradd .*--uid (\\d+)").matcher(user);
        Matcher gid = Pattern.compile("groupadd .*--gid (\\d+)").matcher(user);
        Matcher home = Pattern.compile("useradd .*--home-dir (\\S+)").matcher(user);
        assertThat(uid.find() && gid.find() && home.find())
                .as("a fixed user and group id and a home: " + user)
                .isTrue();
        // A pod user the image does not know has no home: the JVM's user.home is then "?", and the data directory
        // (fifteen.solve.data-dir, by default ~/.cache/fifteen) with the image's prebuilt tables is not found.
        var pod = deployment.getSpec().getTemplate().getSpec().getSecurityContext();
        assertThat(pod.getRunAsUser()).as("runAsUser").isEqualTo(Long.parseLong(uid.group(1)));
        assertThat(pod.getRunAsGroup()).as("runAsGroup").isEqualTo(Long.parseLong(gid.group(1)));
        assertThat(image.last("USER").arguments()).isEqualTo(user.replaceAll(".* (\\S+)$", "$1"));
        assertThat(image.last("WORKDIR").arguments()).isEqualTo(home.group(1));

        List<Copy> tables = image.copies().stream()
                .filter(copy -> copy.sources().get(0).endsWith("/tables/"))
                .toList();
        assertThat(tables).hasSize(1);
        assertThat(tables.get(0).destination()).isEqualTo(home.group(1) + "/.cache/fifteen/");
        assertThat(settings.getProperty("fifteen.solve.data-dir"))
                .as("the packaged settings leave the data directory at its default")
                .isNull();
    }

    @Test
    void anOverrideOfTheJvmOptionsKeepsTheImagesFlags() {
        List<String> imageFlags = new ArrayList<>();
        for (String word : environment(image).get("JAVA_TOOL_OPTIONS").split("\\s+")) {
            if (word.startsWith("-XX:+") || word.startsWith("-XX:-")) {
                imageFlags.add(word);
            }
        }
        assertThat(imageFlags).contains("-XX:+ExitOnOutOfMemoryError");
        String pod = container.getEnv().stream()
                .filter(env -> env.getName().equals("JAVA_TOOL_OPTIONS"))
                .map(EnvVar::getValue)
                .findFirst()
                .orElse(null);
        String compose = String.valueOf(((Map<?, ?>) composeService.get("environment")).get("JAVA_TOOL_OPTIONS"));
        for (String override : List.of(pod, compose)) {
            if (override != null && !override.equals("null")) {
                assertThat(List.of(override.split("\\s+")))
                        .as("JAVA_TOOL_OPTIONS replaces the image's: " + override)
                        .containsAll(imageFlags);
            }
        }
    }

    @Test
    void composeBuildsThisImageAndOutwaitsTheGracefulShutdownAndEveryTagIsThePomsVersion() throws IOException {
        assertThat(composeService.get("build")).isEqualTo(".");
        assertThat(DurationStyle.detectAndParse(String.valueOf(composeService.get("stop_grace_period"))))
                .as("compose's stop_grace_period outlasts spring.lifecycle.timeout-per-shutdown-phase")
                .isGreaterThan(DurationStyle.detectAndParse(
                        settings.getProperty("spring.lifecycle.timeout-per-shutdown-phase")));
        String readme = Files.readString(Path.of("README.md"));
        Matcher tag = Pattern.compile("docker build -t (\\S+) \\.").matcher(readme);
        assertThat(tag.find()).as("the README's docker build").isTrue();
        assertThat(tag.group(1)).as("the README's tag is the manifests' image").isEqualTo(container.getImage());
        assertThat(composeService.get("image"))
                .as("compose tags what it builds alike")
                .isEqualTo(container.getImage());
        Matcher version = Pattern.compile("</parent>\\s*<groupId>[^<]*</groupId>\\s*<artifactId>[^<]*</artifactId>"
                        + "\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertThat(version.find()).as("the project's version in pom.xml").isTrue();
        assertThat(container.getImage())
                .as("the image is tagged with the pom's version, not latest")
                .isEqualTo("fifteen:" + version.group(1));
        assertThat(readme)
                .as("the README runs the jar the pom's version names")
                .contains("java -jar target/fifteen-" + version.group(1) + ".jar");
        assertThat(readme)
                .contains("docker run --rm -p 8080:8080 -p 8081:8081 --stop-timeout "
                        + deployment.getSpec().getTemplate().getSpec().getTerminationGracePeriodSeconds() + " "
                        + tag.group(1));
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyPropertyTheImageAndTheManifestsSetIsOneTheApplicationReads() throws IOException {
        Map<String, String> properties = new LinkedHashMap<>();
        for (var instruction : image.instructions()) {
            Matcher property = SYSTEM_PROPERTY.matcher(instruction.arguments());
            while (property.find()) {
                properties.put(property.group(1), "Dockerfile " + instruction.keyword());
            }
        }
        try (Stream<Path> files = Files.walk(KUBERNETES)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (file.toString().endsWith(".properties")) {
                    Properties lines = new Properties();
                    try (Reader reader = Files.newBufferedReader(file)) {
                        lines.load(reader);
                    }
                    lines.stringPropertyNames().forEach(name -> properties.put(name, file.toString()));
                } else if (file.endsWith("kustomization.yaml")) {
                    for (Object generator : (List<?>) yaml(file).getOrDefault("configMapGenerator", List.of())) {
                        for (Object literal :
                                (List<?>) ((Map<String, Object>) generator).getOrDefault("literals", List.of())) {
                            properties.put(String.valueOf(literal).split("=", 2)[0], file.toString());
                        }
                    }
                }
            }
        }
        assertThat(properties).as("the settings found").hasSizeGreaterThan(10);
        // Spring Framework's own system property (not a Boot setting): the training run's exit at refresh.
        properties.remove(DefaultLifecycleProcessor.EXIT_PROPERTY_NAME);
        properties.forEach((name, where) -> assertThat(known.contains(ConfigurationPropertyName.of(name)))
                .as(where + " sets " + name + ", which nothing reads")
                .isTrue());

        Map<String, String> variables = new LinkedHashMap<>(environment(image));
        ((Map<?, ?>) composeService.get("environment"))
                .forEach((name, value) -> variables.put(String.valueOf(name), "compose.yaml"));
        container.getEnv().forEach(env -> variables.put(env.getName(), "deployment.yaml"));
        for (String variable : variables.keySet()) {
            if (variable.startsWith("FIFTEEN_")
                    || variable.startsWith("SPRING_")
                    || variable.startsWith("MANAGEMENT_")) {
                ConfigurationPropertySource source = ConfigurationPropertySource.from(
                        new SystemEnvironmentPropertySource("environment", Map.of(variable, "set")));
                assertThat(known.stream().anyMatch(name -> source.getConfigurationProperty(name) != null))
                        .as(variable + " is the environment form of a property the application reads")
                        .isTrue();
            }
        }
    }

    private int managementPort() {
        return Integer.parseInt(settings.getProperty("management.server.port"));
    }

    private List<Integer> exposed() {
        List<Integer> ports = new ArrayList<>();
        for (var expose : image.all("EXPOSE")) {
            for (String port : expose.arguments().trim().split("\\s+")) {
                ports.add(Integer.parseInt(port.replaceFirst("/tcp$", "")));
            }
        }
        return ports;
    }

    /** The {@code ENV name="value"} settings of a stage (the {@code name=value} form, quotes taken off). */
    private static Map<String, String> environment(Stage stage) {
        Map<String, String> environment = new LinkedHashMap<>();
        Matcher setting = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)").matcher("");
        for (var env : stage.all("ENV")) {
            setting.reset(env.arguments());
            while (setting.find()) {
                environment.put(setting.group(1), setting.group(2).replaceAll("^\"|\"$", ""));
            }
        }
        return environment;
    }

    private static Map<String, Object> yaml(Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file)) {
            return new Yaml().load(reader);
        }
    }
}
