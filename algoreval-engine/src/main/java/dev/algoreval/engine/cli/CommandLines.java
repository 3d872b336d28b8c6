package dev.algoreval.engine.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How the engine's commands run their picocli command lines: on streams the caller chooses (tests and callers in
 * the same JVM pass their own, {@code main} passes {@code System.out} and {@code System.err}), with picocli's own
 * conventions for the rest: {@code --help} prints on out and gives 0, a usage error prints its message and the
 * usage on err and gives 2, and what a command returns is its exit code.
 */
public final class CommandLines {
    private CommandLines() {
    }

    /** The command's line, its subcommands included, printing on the given streams. */
    public static CommandLine of(Object command, PrintStream out, PrintStream err) {
        CommandLine line = new CommandLine(command).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
        return line.setParameterExceptionHandler(namingUnknownArguments(line.getParameterExceptionHandler()));
    }

    public static int execute(Object command, List<String> args, PrintStream out, PrintStream err) {
        return execute(of(command, out, err), args);
    }

    public static int execute(CommandLine line, List<String> args) {
        try {
            return line.execute(args.toArray(String[]::new));
        } finally {
            // Autoflush covers println only; a command may end on print.
            line.getOut().flush();
            line.getErr().flush();
        }
    }

    /**
     * Picocli checks required options before unknown ones, so {@code --ot x} without {@code --out} would only say
     * that --out is missing, hiding the typo that caused it: name the unknown arguments first.
     */
    private static IParameterExceptionHandler namingUnknownArguments(IParameterExceptionHandler standard) {
        return (problem, args) -> {
            CommandLine line = problem.getCommandLine();
            List<String> unknown = line.getUnmatchedArguments();
            if (!(problem instanceof UnmatchedArgumentException) && !unknown.isEmpty()) {
                line.getErr().println(new UnmatchedArgumentException(line, unknown).getMessage());
            }
            return standard.handleParseException(problem, args);
        };
    }
}
