package dev.fifteen.testing.infra;

import dev.fifteen.FifteenApplication;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.search.Search;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One replica of Fifteen in the test's JVM: a whole application context on random loopback ports (the API and,
 * when it is a separate one, the management port), with a small HTTP client for both.
 */
public final class Replica implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ConfigurableApplicationContext context;
    private final LoopbackHttp http = new LoopbackHttp();
    private final int port;
    private final int managementPort;

    private Replica(ConfigurableApplicationContext context) {
        this.context = context;
        this.port = Integer.parseInt(context.getEnvironment().getRequiredProperty("local.server.port"));
        this.managementPort =
                Integer.parseInt(context.getEnvironment().getProperty("local.management.port", Integer.toString(port)));
    }

    /** Starts a replica with the given properties on top of loopback-only, random-port defaults. */
    public static Replica start(Map<String, String> properties) {
        List<String> arguments = new ArrayList<>(List.of(
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--management.server.port=0",
                "--management.server.address=127.0.0.1",
                "--spring.main.banner-mode=off",
                "--fifteen.solve.preload-tables=false"));
        properties.forEach((name, value) -> arguments.add("--" + name + "=" + value));
        return new Replica(
                new SpringApplicationBuilder(FifteenApplication.class).run(arguments.toArray(String[]::new)));
    }

    /** The API port. */
    public int port() {
        return port;
    }

    /** The management port (the API port when the two are one). */
    public int managementPort() {
        return managementPort;
    }

    /** A GET on the API port, with the given request headers (name, value, name, value...). */
    public HttpResponse<String> get(String pathAndQuery, String... headers) {
        return http.get(port, pathAndQuery, headers);
    }

    /** A request of any method on the API port, with a JSON body when {@code json} is not {@code null}. */
    public HttpResponse<String> send(String method, String pathAndQuery, String json, String... headers) {
        return http.send(port, method, pathAndQuery, json, headers);
    }

    /** A GET on the management port. */
    public HttpResponse<String> management(String path) {
        return http.get(managementPort, path);
    }

    public static JsonNode json(HttpResponse<String> response) {
        return JSON.readTree(response.body());
    }

    /** The total of a counter or the count of a timer, over all its tags (0 when it was never registered). */
    public double meter(String name, String... tags) {
        Search search = context.getBean(MeterRegistry.class).find(name).tags(tags);
        double counters = search.counters().stream().mapToDouble(c -> c.count()).sum();
        double timers = search.timers().stream().mapToDouble(t -> t.count()).sum();
        return counters + timers;
    }

    public <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    @Override
    public void close() {
        context.close();
    }
}
