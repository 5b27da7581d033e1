package dev.fifteen.docker;

import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.images.builder.ImageFromDockerfile;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Builds the image from the project's Dockerfile and asks the container for a verdict. Skipped where no
 * Docker engine is available.
 */
@Testcontainers(disabledWithoutDocker = true)
class DockerImageIT {

    @Container
    private static final GenericContainer<?> service = new GenericContainer<>(
                    new ImageFromDockerfile("fifteen-it", false)
                            .withFileFromPath(".", Path.of(".").toAbsolutePath().normalize()))
            .withExposedPorts(8080, 8081)
            .waitingFor(Wait.forHttp("/actuator/health/readiness")
                    .forPort(8081)
                    .forStatusCode(200)
                    .withStartupTimeout(Duration.ofMinutes(3)));

    @Test
    void containerAnswersSolvability() throws Exception {
        URI uri = URI.create("http://" + service.getHost() + ":" + service.getMappedPort(8080)
                + "/solvability?board=1,2,3/4,5,6/8,7,0");
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"solvable\":false");
    }
}
