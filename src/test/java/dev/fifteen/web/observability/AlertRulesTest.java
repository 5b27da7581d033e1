package dev.fifteen.web.observability;

import dev.fifteen.testing.infra.Components;
import dev.fifteen.testing.infra.PrometheusServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The alert rules and the dashboard of {@code deploy/observability/}: the rules pass the real {@code promtool} of the
 * Prometheus package (and a broken copy does not), the Prometheus Operator's resource holds the same rules, the
 * dashboard has a panel for each thing an operator watches, and the Kubernetes component ships them. That the
 * metrics they name exist is {@link ObservedReplicaTest}'s to show, on a running replica.
 */
class AlertRulesTest {

    @Test
    void promtoolAcceptsTheAlertRules() throws Exception {
        Components.require("prometheus (promtool)", PrometheusServer.PROMTOOL, PrometheusServer.INSTALL);
        Checked checked = promtool(ObservabilityFiles.RULES);
        assertThat(checked.exitCode()).as(checked.output()).isZero();
        assertThat(checked.output()).contains("SUCCESS: 5 rules found");
    }

    @Test
    void promtoolRefusesABrokenRule(@TempDir Path directory) throws Exception {
        Components.require("prometheus (promtool)", PrometheusServer.PROMTOOL, PrometheusServer.INSTALL);
        Path broken = directory.resolve("broken.rules.yaml");
        Files.writeString(
                broken,
                Files.readString(ObservabilityFiles.RULES)
                        .replace("fifteen_health_readiness == 0", "fifteen_health_readiness =="));
        Checked checked = promtool(broken);
        assertThat(checked.exitCode()).as(checked.output()).isNotZero();
        assertThat(checked.output()).contains("FAILED");
    }

    @Test
    void thePrometheusRuleResourceHoldsTheSameRules() {
        Map<String, Object> resource = ObservabilityFiles.yaml(ObservabilityFiles.PROMETHEUS_RULE);
        assertThat(resource)
                .containsEntry("apiVersion", "monitoring.coreos.com/v1")
                .containsEntry("kind", "PrometheusRule");
        assertThat(resource.get("spec")).isEqualTo(ObservabilityFiles.rules());
    }

    @Test
    void theRulesAlertOnWhatTheOperatorsMustKnow() {
        assertThat(ObservabilityFiles.ruleExpressions())
                .anySatisfy(expr -> assertThat(expr).contains("fifteen_solve_pool_saturation"))
                .anySatisfy(expr -> assertThat(expr).contains("fifteen_health_readiness"))
                .anySatisfy(expr -> assertThat(expr).contains("fifteen_cluster_redis_breaker_open"))
                .anySatisfy(expr -> assertThat(expr).contains("status=~\"5..\""))
                .anySatisfy(expr -> assertThat(expr).contains("status=\"503\""));
    }

    @Test
    void theDashboardHasAPanelForEachConcern() {
        JsonNode dashboard = ObservabilityFiles.dashboard();
        assertThat(dashboard.get("uid").asString()).isEqualTo("fifteen");
        List<String> titles = new ArrayList<>();
        dashboard.get("panels").forEach(panel -> titles.add(panel.get("title").asString()));
        assertThat(titles)
                .contains(
                        "Request rate per endpoint",
                        "Latency per endpoint (p95)",
                        "Errors per endpoint and status",
                        "Solve pool saturation",
                        "Search slots and waiting callers",
                        "Cache hit ratio",
                        "Pattern tables",
                        "Memory budget in use",
                        "Redis breaker",
                        "Rate-limit refusals (429)");
        assertThat(ObservabilityFiles.metricNamesUsed())
                .contains(
                        "http_server_requests_seconds_count",
                        "http_server_requests_seconds_bucket",
                        "fifteen_solve_pool_waiting",
                        "cache_gets_total",
                        "fifteen_solve_tables_ready");
    }

    @Test
    void theMetricNamesAreReadOutOfTheQueries() {
        assertThat(ObservabilityFiles.metricNames("sum by (le, uri) (rate(http_server_requests_seconds_bucket"
                        + "{job=~\"$job\", status=~\"5..\"}[$__rate_interval])) / on (instance) fifteen_a > 0.9"))
                .containsExactly("fifteen_a", "http_server_requests_seconds_bucket");
        assertThat(ObservabilityFiles.metricNames("label_values(fifteen_solve_pool_size{job=~\"$job\"}, instance)"))
                .containsExactly("fifteen_solve_pool_size");
    }

    @Test
    void theKubernetesComponentShipsTheRulesTheDashboardAndAScrape() throws IOException {
        Map<String, Object> component =
                ObservabilityFiles.yaml(ObservabilityFiles.DIRECTORY.resolve("kustomization.yaml"));
        assertThat(component).containsEntry("kind", "Component");
        assertThat(component.get("resources").toString()).contains("prometheusrule.yaml", "podmonitor.yaml");
        assertThat(component.get("configMapGenerator").toString())
                .contains("fifteen-dashboard.json", "grafana_dashboard");
        Map<String, Object> pointer =
                ObservabilityFiles.yaml(Path.of("deploy/kubernetes/components/observability/kustomization.yaml"));
        assertThat(Path.of("deploy/kubernetes/components/observability")
                        .resolve(((List<?>) pointer.get("components")).get(0).toString())
                        .normalize())
                .isEqualTo(ObservabilityFiles.DIRECTORY);
        String podMonitor = Files.readString(ObservabilityFiles.DIRECTORY.resolve("podmonitor.yaml"));
        String deployment = Files.readString(Path.of("deploy/kubernetes/base/deployment.yaml"));
        assertThat(podMonitor).contains("port: management", "path: /actuator/prometheus");
        assertThat(deployment).contains("name: management");
    }

    private record Checked(int exitCode, String output) {}

    private static Checked promtool(Path rules) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(PrometheusServer.PROMTOOL.toString(), "check", "rules", rules.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.toHandle().destroyForcibly();
            throw new IllegalStateException("promtool did not finish: " + output);
        }
        return new Checked(process.exitValue(), output);
    }
}
