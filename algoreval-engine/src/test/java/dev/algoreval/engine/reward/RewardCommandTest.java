package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RewardCommandTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Optional<RewardCommand.Options> parse(String... args) {
        return RewardCommand.parse(List.of(args), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theDefaultsServeTheLocalMachine() {
        RewardCommand.Options o = parse().orElseThrow();
        assertThat(o.settings().host()).isEqualTo("127.0.0.1");
        assertThat(o.settings().port()).isEqualTo(8765);
        assertThat(o.settings().workers()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(o.runTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(o.compileCache()).hasValueSatisfying(p -> assertThat(p.toString()).endsWith(".cache/algoreval/compile"));
        assertThat(o.settings().openRlhfWait()).isEqualTo(Duration.ofSeconds(120));
        assertThat(o.settings().largestBatch()).isEqualTo(256);
    }

    @Test
    void optionsTiersAndTheCacheAreRead() {
        RewardCommand.Options o = parse("--port", "0", "--workers", "3", "--timeout", "5", "--tier", "exact=0.9",
                "--compile-cache", "off", "--queue", "5", "--openrlhf-wait", "30").orElseThrow();
        assertThat(o.settings().port()).isZero();
        assertThat(o.settings().workers()).isEqualTo(3);
        assertThat(o.runTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(o.settings().ladder().asMap()).containsEntry("exact", 0.9);
        assertThat(o.compileCache()).isEmpty();
        assertThat(o.settings().largestBatch()).as("3 workers and a queue of 5").isEqualTo(8);
        assertThat(o.settings().openRlhfWait()).isEqualTo(Duration.ofSeconds(30));
        assertThat(parse("--compile-cache", "/tmp/c").orElseThrow().compileCache()).hasValue(Path.of("/tmp/c"));
    }

    @Test
    void aBadCommandLineIsRefusedWithTheUsage() {
        assertThat(parse("--workers", "0")).isEmpty();
        assertThat(err.toString()).contains("--workers must be a whole number of at least 1, not '0'")
                .contains(RewardCommand.USAGE);
        assertThat(parse("--tier", "exact")).isEmpty();
        assertThat(err.toString()).contains("--tier takes <name>=<value>, not 'exact'");
        assertThat(parse("--colour", "red")).isEmpty();
        assertThat(err.toString()).contains("unknown option --colour");
        assertThat(parse("stray")).isEmpty();
        assertThat(err.toString()).contains("unexpected argument stray");
    }
}
