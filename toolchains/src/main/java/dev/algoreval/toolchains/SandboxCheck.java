package dev.algoreval.toolchains;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./algoreval sandbox-check}: whether the engine's sandbox starts here, found by the engine's
 * own code ({@link Sandboxes#create}, the same bubblewrap arguments a run uses), so that a container's
 * entry point can refuse to start a shard that would only fail. Exit codes: 0 the sandbox works,
 * {@value #UNAVAILABLE} it cannot start here (a setting of the host or pod: retrying elsewhere with the
 * same settings will not help), 1 the check itself failed.
 */
@Command(name = "sandbox-check", description = "Whether the engine's sandbox starts here, tried with the arguments a "
        + "run uses; when it cannot, what to change.", exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:the sandbox works", SandboxCheck.UNAVAILABLE + ":it cannot start here (a setting of the host "
                + "or pod: retrying with the same settings will not help)", "1:the check itself failed",
            "2:a bad command line"})
public final class SandboxCheck implements Callable<Integer> {
    public static final int UNAVAILABLE = 3;

    // No --version: this module cannot see the engine's build, which is what a version would have to name.
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    SandboxCheck() {
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new SandboxCheck()).execute(args));
    }

    @Override
    public Integer call() {
        return check();
    }

    static int check() {
        Path scratch = Path.of(System.getProperty("java.io.tmpdir"), "algoreval-sandbox-check");
        try {
            Sandbox sandbox = Sandboxes.create(SandboxMode.BWRAP, 1, scratch);
            System.out.println("[sandbox-check] the sandbox works here: " + sandbox.describe());
            return 0;
        } catch (SandboxUnavailableException e) {
            System.err.println("[sandbox-check] " + e.getMessage());
            return UNAVAILABLE;
        } catch (RuntimeException e) {
            System.err.println("[sandbox-check] the check failed: " + e);
            return 1;
        }
    }
}
