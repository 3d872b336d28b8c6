package dev.algoreval.toolchains;

import java.nio.file.Path;

/**
 * {@code ./algoreval sandbox-check}: whether the engine's sandbox starts here, found by the engine's
 * own code ({@link Sandboxes#create}, the same bubblewrap arguments a run uses), so that a container's
 * entry point can refuse to start a shard that would only fail. Exit codes: 0 the sandbox works,
 * {@value #UNAVAILABLE} it cannot start here (a setting of the host or pod: retrying elsewhere with the
 * same settings will not help), 1 the check itself failed.
 */
public final class SandboxCheck {
    public static final int UNAVAILABLE = 3;

    private SandboxCheck() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            System.err.println("usage: ./algoreval sandbox-check (no arguments): exit 0 when the sandbox works, "
                    + UNAVAILABLE + " when it cannot start here");
            System.exit(args[0].equals("--help") || args[0].equals("-h") ? 0 : 2);
        }
        System.exit(check());
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
