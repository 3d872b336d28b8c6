package dev.algoreval.engine.training;

import dev.algoreval.engine.cli.CommandLines;
import dev.algoreval.engine.cli.EngineVersionProvider;
import dev.algoreval.engine.report.ResultsFormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code ./algoreval training split|sft|grpo|verl ...}: the train/test split files and the trainers' data.
 * Evaluating a fine-tuned checkpoint on the held-out side is a benchmark run with
 * {@code -Dalgoreval.split=<split file>}.
 */
@Command(name = "training", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true, showDefaultValues = true,
        versionProvider = EngineVersionProvider.class, sortOptions = false, sortSynopsis = false,
        subcommands = {SplitCommand.class, SftCommand.class, GrpoCommand.class, VerlCommand.class},
        description = "The train/test split and the trainers' data (docs/training.md).",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:written", "2:a bad command line, or a file that cannot be read or written"})
public final class TrainingCommand implements Callable<Integer> {
    static final int BAD_ARGUMENTS = 2;

    @Spec
    private CommandSpec spec;

    TrainingCommand() {
    }

    public static void main(String[] args) {
        // parquet-java logs through SLF4J, which has no binding in this command and would say so in three
        // warning lines on every verl export; its errors still print.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        System.exit(run(List.of(args), System.out, System.err));
    }

    /** The command without {@code System.exit}, for tests and for callers in the same JVM. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        CommandLine line = CommandLines.of(new TrainingCommand(), out, err);
        line.setExecutionExceptionHandler(TrainingCommand::unusableFile);
        return CommandLines.execute(line, args);
    }

    /**
     * A split or results file that is not one, a held-out count the dataset cannot meet, an output that cannot be
     * written: the file or number came from the command line, so it is refused like one, with the usage and exit
     * code 2.
     */
    private static int unusableFile(Exception problem, CommandLine line, CommandLine.ParseResult parsed)
            throws Exception {
        if (!(problem instanceof IllegalArgumentException || problem instanceof IOException
                || problem instanceof ResultsFormatException)) {
            throw problem;
        }
        line.getErr().println("error: " + problem.getMessage());
        line.usage(line.getErr());
        return BAD_ARGUMENTS;
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: split, sft, grpo or verl");
    }
}
