package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A reference run calibrates the host; the next run's limits come from it and results.jsonl says so. */
class CalibrationRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aReferenceRunRecordsItsRunTimesAndTheNextRunIsCalibratedFromThem() throws Exception {
        run("first").assertStatistics(stats -> stats.succeeded(12));
        List<JsonNode> first = results("first");
        try (Stream<Path> files = Files.list(dir.resolve("calibration"))) {
            Path file = files.findFirst().orElseThrow();
            JsonNode times = JSON.readTree(file.toFile());
            assertThat(times.size()).isEqualTo(12);
            assertThat(first).allSatisfy(r -> assertThat(times.get(r.get("instance").asText()).asLong())
                    .isEqualTo(Math.max(1, r.get("run_ms").asLong())));
        }
        assertThat(first).allSatisfy(r -> assertThat(r.get("time_limit").get("calibrated").asBoolean()).isFalse());

        run("second").assertStatistics(stats -> stats.succeeded(12));

        assertThat(results("second")).allSatisfy(r -> {
            JsonNode limit = r.get("time_limit");
            long reference = first.stream().filter(f -> f.get("instance").equals(r.get("instance"))).findFirst()
                    .orElseThrow().get("run_ms").asLong();
            assertThat(limit.get("calibrated").asBoolean()).isTrue();
            assertThat(limit.get("limit_ms").asLong()).isEqualTo(Math.max(1, reference) * 5000);
            assertThat(limit.get("margin").asDouble()).isBetween(0.0, 1.0);
        });
    }

    private org.junit.platform.testkit.engine.Events run(String name) {
        return IsolatedRuns.engine()
                .selectors(selectClass(PipelineSuite.class))
                .configurationParameter(Constants.MODEL, "reference")
                .configurationParameter(Constants.RUN_TIMEOUT, "1")
                .configurationParameter(Constants.TIMEOUT_FACTOR, "5000")
                .configurationParameter(Constants.CALIBRATION, dir.resolve("calibration").toString())
                .configurationParameter(Constants.OUTPUT, dir.resolve(name).toString())
                .execute().testEvents();
    }

    private List<JsonNode> results(String name) throws IOException {
        return Files.readAllLines(dir.resolve(name + "/results.jsonl")).stream().map(line -> {
            try {
                return JSON.readTree(line);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
