package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.toolchains.SandboxMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The reward service on a scratch disk that fills up (a real tmpfs, filled by a "neighbour"): a
 * correct completion is never rewarded 0 for the host's fault. The service answers 503 with
 * Retry-After, and the same request is rewarded in full once the disk has room again.
 */
class RewardHostFaultTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private Path mount;
    private Rewarder rewarder;
    private RewardService service;

    @AfterEach
    void stop() throws Exception {
        if (service != null) {
            service.close();
        }
        if (rewarder != null) {
            rewarder.close();
        }
        if (mount != null) {
            new ProcessBuilder("umount", "-l", mount.toString()).inheritIO().start().waitFor();
            Files.deleteIfExists(mount);
        }
    }

    @Test
    void aFullScratchDiskIsAnswered503WithRetryAfterAndNeverAReward() throws Exception {
        assumeThat(ProcessHandle.current().info().user().orElse("")).as("mounting a tmpfs needs root").isEqualTo("root");
        mount = Files.createTempDirectory("algoreval-reward-full-");
        int status = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mount.toString())
                .inheritIO().start().waitFor();
        assumeThat(status).as("mount -t tmpfs is permitted here").isZero();
        rewarder = Rewarder.open(SandboxMode.BWRAP, 1, Duration.ofSeconds(10), Optional.empty(), mount);
        service = RewardService.start(rewarder, new RewardService.Settings("127.0.0.1", 0, 1, 2, 8, 1_000_000, 1 << 20,
                RewardLadder.PAPER));
        String completion = "```c\n" + rewarder.dataset().instance("kmp/c/default").orElseThrow().referenceSolution() + "```";
        Map<String, String> request = Map.of("instance", "kmp/c/default", "completion", completion);
        Path filler = mount.resolve("filler");
        Files.write(filler, new byte[(int) (Files.getFileStore(mount).getUsableSpace() - 8 * 1024)]);

        HttpResponse<String> full = post(request);
        HttpResponse<String> fullBatch = post(Map.of("requests", List.of(request)));
        Files.delete(filler);
        HttpResponse<String> roomy = post(request);

        assertThat(full.statusCode()).as(full.body()).isEqualTo(503);
        assertThat(full.headers().firstValue("Retry-After")).hasValue("5");
        JsonNode refused = JSON.readTree(full.body());
        assertThat(refused.has("reward")).isFalse();
        assertThat(refused.get("retry").asBoolean()).isTrue();
        assertThat(refused.get("error").asText()).contains("host fault", "full");
        JsonNode item = JSON.readTree(fullBatch.body()).get("results").get(0);
        assertThat(fullBatch.headers().firstValue("Retry-After")).hasValue("5");
        assertThat(item.has("reward")).isFalse();
        assertThat(item.get("retry").asBoolean()).isTrue();
        assertThat(roomy.statusCode()).as(roomy.body()).isEqualTo(200);
        assertThat(JSON.readTree(roomy.body()).get("reward").asDouble()).isEqualTo(1.0);
    }

    private HttpResponse<String> post(Object body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + "/reward"))
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
