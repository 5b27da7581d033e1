package dev.fifteen.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.fifteen.testing.infra.Replica;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.convert.DurationStyle;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Kubernetes manifests ({@code deploy/kubernetes}) and {@code compose.yaml}, parsed (fabric8's Kubernetes
 * model, SnakeYAML) and held against the application: the probes ask a real replica for paths that answer, on its
 * management port; the grace period outlasts the longest request; requests are set; nothing runs as root.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DeploymentManifestsTest {

    private static final Path KUBERNETES = Path.of("deploy/kubernetes");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** The management port when the application's settings name none. */
    private static final int DEFAULT_MANAGEMENT_PORT = 8081;

    private final Properties settings = new Properties();
    private Deployment deployment;
    private Container container;
    private Replica replica;

    @BeforeAll
    void readManifestsAndStartAReplica() throws IOException {
        try (Reader packaged = Files.newBufferedReader(Path.of("src/main/resources/application.properties"));
                Reader configMap = Files.newBufferedReader(KUBERNETES.resolve("base/application.properties"))) {
            settings.load(packaged);
            settings.load(configMap); // the ConfigMap's lines win, as they do in the pod
        }
        deployment = YAML.readValue(KUBERNETES.resolve("base/deployment.yaml").toFile(), Deployment.class);
        container = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        replica = Replica.start(Map.of());
    }

    @AfterAll
    void stopReplica() {
        if (replica != null) {
            replica.close();
        }
    }

    @Test
    void everyProbeAsksThePodsManagementPortForAPathTheApplicationAnswers() {
        int managementPort = Integer.parseInt(
                settings.getProperty("management.server.port", Integer.toString(DEFAULT_MANAGEMENT_PORT)));
        for (Probe probe :
                List.of(container.getStartupProbe(), container.getReadinessProbe(), container.getLivenessProbe())) {
            assertThat(probe.getHttpGet()).as("an HTTP probe").isNotNull();
            assertThat(containerPort(probe.getHttpGet().getPort().getStrVal())).isEqualTo(managementPort);
            int status = replica.management(probe.getHttpGet().getPath()).statusCode();
            assertThat(status)
                    .as(probe.getHttpGet().getPath() + " on the management port")
                    .isIn(200, 503);
        }
        assertThat(container.getLivenessProbe().getHttpGet().getPath()).isEqualTo("/actuator/health/liveness");
        assertThat(container.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/actuator/health/readiness");
        // The start-up probe waits for readiness, which waits for the tables: give it minutes, not seconds.
        Probe startup = container.getStartupProbe();
        assertThat(startup.getPeriodSeconds() * startup.getFailureThreshold()).isGreaterThanOrEqualTo(120);
        String prometheusPort = deployment
                .getSpec()
                .getTemplate()
                .getMetadata()
                .getAnnotations()
                .get("prometheus.io/port");
        assertThat(Integer.parseInt(prometheusPort)).isEqualTo(managementPort);
    }

    @Test
    void theServiceSendsTrafficToTheApiPort() throws IOException {
        Service service = YAML.readValue(KUBERNETES.resolve("base/service.yaml").toFile(), Service.class);
        String target = service.getSpec().getPorts().get(0).getTargetPort().getStrVal();
        assertThat(containerPort(target)).isEqualTo(Integer.parseInt(settings.getProperty("server.port", "8080")));
        assertThat(service.getSpec().getSelector())
                .isEqualTo(deployment.getSpec().getTemplate().getMetadata().getLabels());
    }

    @Test
    void aStoppingPodFinishesItsLongestRequestBeforeItIsKilled() {
        Duration maxTimeout = duration("fifteen.solve.max-timeout");
        Duration shutdownPhase = duration("spring.lifecycle.timeout-per-shutdown-phase");
        List<String> preStop = container.getLifecycle().getPreStop().getExec().getCommand();
        assertThat(preStop.get(0)).isEqualTo("sleep");
        long pause = Long.parseLong(preStop.get(1));
        long grace = deployment.getSpec().getTemplate().getSpec().getTerminationGracePeriodSeconds();

        assertThat(shutdownPhase)
                .as("the graceful shutdown outlasts the longest request")
                .isGreaterThan(maxTimeout);
        assertThat(grace)
                .as("the grace period covers the pause and the graceful shutdown")
                .isGreaterThan(pause + shutdownPhase.toSeconds());
        assertThat(settings.getProperty("server.shutdown")).isEqualTo("graceful");
    }

    @Test
    void resourcesAreRequestedAndNothingRunsAsRoot() throws IOException {
        Map<String, Quantity> requests = container.getResources().getRequests();
        assertThat(requests).containsKeys("cpu", "memory");
        assertThat(Quantity.getAmountInBytes(
                        container.getResources().getLimits().get("memory")))
                .isGreaterThanOrEqualTo(Quantity.getAmountInBytes(requests.get("memory")));

        PodSpec pod = deployment.getSpec().getTemplate().getSpec();
        assertThat(pod.getSecurityContext().getRunAsNonRoot()).isTrue();
        assertThat(pod.getSecurityContext().getRunAsUser()).isPositive();
        assertThat(container.getSecurityContext().getReadOnlyRootFilesystem()).isTrue();
        assertThat(container.getSecurityContext().getAllowPrivilegeEscalation()).isFalse();
        // A read-only root needs a writable /tmp (Tomcat's work files) and a read-only tables volume.
        assertThat(mount("/tmp").getReadOnly()).isNotEqualTo(Boolean.TRUE);
        assertThat(volume(mount("/tmp").getName()).getEmptyDir()).isNotNull();
        assertThat(mount("/data/tables").getReadOnly()).isTrue();
        assertThat(volume(mount("/data/tables").getName())
                        .getPersistentVolumeClaim()
                        .getReadOnly())
                .isTrue();

        Map<String, Object> production = yaml(KUBERNETES.resolve("overlays/production/kustomization.yaml"));
        assertThat(production.toString())
                .contains("fifteen.solve.tables-file=" + mount("/data/tables").getMountPath());
        Deployment redis =
                YAML.readValue(KUBERNETES.resolve("components/redis/redis.yaml").toFile(), Deployment.class);
        assertThat(redis.getSpec().getTemplate().getSpec().getSecurityContext().getRunAsNonRoot())
                .isTrue();
    }

    @Test
    void theAutoscalerAndTheDisruptionBudgetAimAtTheDeployment() throws IOException {
        HorizontalPodAutoscaler hpa =
                YAML.readValue(KUBERNETES.resolve("base/hpa.yaml").toFile(), HorizontalPodAutoscaler.class);
        assertThat(hpa.getSpec().getScaleTargetRef().getName())
                .isEqualTo(deployment.getMetadata().getName());
        assertThat(hpa.getSpec().getMetrics())
                .anySatisfy(metric -> assertThat(metric.getResource().getName()).isEqualTo("cpu"));
        assertThat(hpa.getSpec().getMinReplicas()).isGreaterThan(1);

        HorizontalPodAutoscaler production = YAML.readValue(
                KUBERNETES.resolve("overlays/production/hpa-saturation.yaml").toFile(), HorizontalPodAutoscaler.class);
        String saturation = production.getSpec().getMetrics().stream()
                .filter(m -> m.getPods() != null)
                .findFirst()
                .orElseThrow()
                .getPods()
                .getMetric()
                .getName();
        // The metric the adapter serves is one the application publishes.
        String prometheus = replica.management("/actuator/prometheus").body();
        assertThat(prometheus).contains(saturation + " ");

        PodDisruptionBudget budget =
                YAML.readValue(KUBERNETES.resolve("base/pdb.yaml").toFile(), PodDisruptionBudget.class);
        assertThat(deployment.getSpec().getTemplate().getMetadata().getLabels())
                .containsAllEntriesOf(budget.getSpec().getSelector().getMatchLabels());
        assertThat(budget.getSpec().getMinAvailable().getIntVal())
                .isLessThan(hpa.getSpec().getMinReplicas());
    }

    @Test
    void everyKustomizationNamesFilesThatExist() throws IOException {
        try (Stream<Path> files = Files.walk(KUBERNETES)) {
            for (Path kustomization :
                    files.filter(f -> f.endsWith("kustomization.yaml")).toList()) {
                Map<String, Object> content = yaml(kustomization);
                for (String key : List.of("resources", "components", "patches")) {
                    for (Object entry : (List<?>) content.getOrDefault(key, List.of())) {
                        String path = entry instanceof Map<?, ?> patch ? (String) patch.get("path") : (String) entry;
                        assertThat(kustomization.getParent().resolve(path))
                                .as(kustomization + ": " + path)
                                .exists();
                    }
                }
            }
        }
    }

    @Test
    void composeRunsThreeReplicasWithRedisBehindACheckingLoadBalancer() throws IOException {
        Map<String, Object> compose = yaml(Path.of("compose.yaml"));
        Map<?, ?> services = (Map<?, ?>) compose.get("services");
        assertThat(services.keySet().stream().map(String::valueOf).toList()).contains("redis", "fifteen", "haproxy");
        Map<?, ?> fifteen = (Map<?, ?>) services.get("fifteen");
        assertThat(((Map<?, ?>) fifteen.get("deploy")).get("replicas")).isEqualTo(3);
        for (Object service : services.values()) {
            assertThat(((Map<?, ?>) service).get("healthcheck"))
                    .as("a health check")
                    .isNotNull();
        }
        int managementPort = Integer.parseInt(
                String.valueOf(((Map<?, ?>) fifteen.get("environment")).get("MANAGEMENT_SERVER_PORT")));
        assertThat(((Map<?, ?>) fifteen.get("healthcheck")).get("test").toString())
                .contains("/dev/tcp/127.0.0.1/" + managementPort, "/actuator/health/readiness");
        assertThat(DurationStyle.detectAndParse(String.valueOf(fifteen.get("stop_grace_period"))))
                .isGreaterThan(duration("fifteen.solve.max-timeout"));

        String haproxy = Files.readString(Path.of("deploy/compose/haproxy.cfg"));
        assertThat(((Map<?, ?>) services.get("haproxy")).get("volumes").toString())
                .contains("deploy/compose/haproxy.cfg");
        assertThat(haproxy)
                .contains(
                        "retry-on all-retryable-errors",
                        "option redispatch",
                        "option httpchk GET /actuator/health/readiness",
                        "check port " + managementPort);
    }

    private int containerPort(String name) {
        return container.getPorts().stream()
                .filter(port -> name.equals(port.getName()))
                .map(ContainerPort::getContainerPort)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no container port named " + name));
    }

    private VolumeMount mount(String path) {
        return container.getVolumeMounts().stream()
                .filter(mount -> path.equals(mount.getMountPath()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("nothing mounted at " + path));
    }

    private Volume volume(String name) {
        return deployment.getSpec().getTemplate().getSpec().getVolumes().stream()
                .filter(volume -> name.equals(volume.getName()))
                .findFirst()
                .orElseThrow();
    }

    private Duration duration(String property) {
        String value = settings.getProperty(property);
        assertThat(value).as(property).isNotNull();
        return DurationStyle.detectAndParse(value);
    }

    private static Map<String, Object> yaml(Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file)) {
            return new Yaml().load(reader);
        }
    }
}
