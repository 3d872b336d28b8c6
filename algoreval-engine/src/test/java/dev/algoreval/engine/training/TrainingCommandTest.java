package dev.algoreval.engine.training;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.engine.cli.CommandLineContract;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code training}'s command line: its subcommands, and what it refuses before writing anything. */
class TrainingCommandTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return TrainingCommand.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @TestFactory
    Stream<DynamicTest> theCommandLineListsEveryOptionAndRefusesBadOnes() {
        return CommandLineContract.tests(new CommandLine(new TrainingCommand()).getCommandSpec(), TrainingCommand::run);
    }

    @Test
    void withoutASubcommandItSaysWhichThereAre() {
        assertThat(run()).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required subcommand: split, sft, grpo or verl").contains("Usage: training");
        err.reset();
        assertThat(run("train")).isEqualTo(2);
        assertThat(err.toString()).contains("'train'");
    }

    @Test
    void aSplitFileThatIsNotOneIsRefusedWithTheUsage() throws Exception {
        Path notASplit = Files.writeString(dir.resolve("split.json"), "[]");

        assertThat(run("grpo", "--split", notASplit.toString(), "--out", dir.resolve("p.jsonl").toString())).isEqualTo(2);

        assertThat(err.toString()).contains("error: " + notASplit + " is not a split").contains("Usage: training grpo");
        assertThat(dir.resolve("p.jsonl")).doesNotExist();
    }

    @Test
    void aResultsFileThatIsMissingIsRefusedWithoutAStackTrace() throws Exception {
        Path split = dir.resolve("split-0.json");
        assertThat(run("split", "--out", dir.toString(), "--k", "0")).isZero();
        Path missing = dir.resolve("missing.jsonl");

        assertThat(run("sft", "--split", split.toString(), "--out", dir.resolve("sft.jsonl").toString(),
                missing.toString())).isEqualTo(2);

        assertThat(err.toString()).contains("error: " + missing + ": no such file").contains("Usage: training sft")
                .doesNotContain("\tat ");
        assertThat(dir.resolve("sft.jsonl")).doesNotExist();
    }

    @Test
    void moreHeldOutAlgorithmsThanTheDatasetHasAreRefused() {
        assertThat(run("split", "--out", dir.toString(), "--held-out", "77")).isEqualTo(2);
        assertThat(err.toString()).contains("hold out 1 to 76").contains("Usage: training split");
        assertThat(dir.resolve("split-0.json")).doesNotExist();
    }
}
