package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.engine.cli.CommandLineContract;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

class RewardCommandTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** The options as the service would start with them; parsing only, so nothing starts. */
    private static RewardCommand.Options parse(String... args) {
        RewardCommand command = new RewardCommand();
        new CommandLine(command).parseArgs(args);
        return command.options();
    }

    /** The whole command, for command lines it refuses before starting anything. */
    private int refused(String... args) {
        return RewardCommand.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theDefaultsServeTheLocalMachine() {
        RewardCommand.Options o = parse();
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
                "--compile-cache", "off", "--queue", "5", "--openrlhf-wait", "30");
        assertThat(o.settings().port()).isZero();
        assertThat(o.settings().workers()).isEqualTo(3);
        assertThat(o.runTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(o.settings().ladder().asMap()).containsEntry("exact", 0.9);
        assertThat(o.compileCache()).isEmpty();
        assertThat(o.settings().largestBatch()).as("3 workers and a queue of 5").isEqualTo(8);
        assertThat(o.settings().openRlhfWait()).isEqualTo(Duration.ofSeconds(30));
        assertThat(parse("--compile-cache", "/tmp/c").compileCache()).hasValue(Path.of("/tmp/c"));
        assertThat(parse("--openrlhf-wait", "0").settings().openRlhfWait()).isZero();
    }

    @TestFactory
    Stream<DynamicTest> theCommandLineListsEveryOptionAndRefusesBadOnes() {
        return CommandLineContract.tests(new CommandLine(new RewardCommand()).getCommandSpec(),
                (args, out, err) -> RewardCommand.run(args.toArray(String[]::new), out, err));
    }

    @Test
    void aBadCommandLineIsRefusedWithTheUsage() {
        assertThat(refused("--workers", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("Invalid value for option '--workers': '0' is not a whole number of at least 1")
                .contains("Usage: reward-service");
        assertThat(refused("--timeout", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("'--timeout': '0' is not a whole number of at least 1");
        assertThat(refused("--port", "-1")).isEqualTo(2);
        assertThat(err.toString()).contains("'--port': '-1' is not a whole number of at least 0");
        assertThat(refused("--tier", "exact")).isEqualTo(2);
        assertThat(err.toString()).contains("'--tier'").contains("should be in KEY=VALUE format but was exact");
        assertThat(refused("stray")).isEqualTo(2);
        assertThat(err.toString()).contains("Unmatched argument at index 0: 'stray'");
    }

    @Test
    void aTierTheLadderDoesNotHaveOrCannotTakeIsAUsageError() {
        // Checked before the service starts: a usage error, which the command answers with the usage and 2.
        assertThatThrownBy(() -> parse("--tier", "fast=1")).isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("Invalid value for option '--tier': no reward tier 'fast'");
        assertThatThrownBy(() -> parse("--tier", "exact=2")).isInstanceOf(ParameterException.class)
                .hasMessageContaining("the reward tier 'exact' must lie in [0, 1], not 2.0");
    }
}
