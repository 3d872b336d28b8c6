package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** sandbox-check's command line; whether the check itself passes is {@link SandboxDiagnosisTest}'s. */
class SandboxCheckTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine line() {
        return new CommandLine(new SandboxCheck()).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
    }

    @Test
    void helpListsEveryOptionAndTheExitCodes() {
        CommandLine line = line();

        assertThat(line.execute("--help")).isZero();

        for (OptionSpec option : line.getCommandSpec().options()) {
            assertThat(out.toString()).contains(option.names());
        }
        assertThat(out.toString()).contains("Usage: sandbox-check").contains(SandboxCheck.UNAVAILABLE + "   it cannot start here");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void anArgumentIsRefusedWithTheUsage() {
        assertThat(line().execute("--colour")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--colour'").contains("Usage: sandbox-check");
        assertThat(out.toString()).isEmpty();
    }
}
