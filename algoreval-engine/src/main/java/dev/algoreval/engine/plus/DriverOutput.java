package dev.algoreval.engine.plus;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What a driver reported, read from stdout: only lines that start with this run's marker count, so
 * the model's own prints around them are ignored. Per input: a result, an error the call raised, a
 * result the driver could not express in the interface's types, or nothing (the process died or ran
 * out of time on that input). A {@code static} line says the program does not provide the interface;
 * a {@code load-error} line that it failed while loading, before the first input.
 */
public record DriverOutput(Optional<String> staticProblem, Optional<String> loadError, List<InputResult> results,
        boolean ended) {

    public sealed interface InputResult permits Returned, Raised, Unreadable, Missing {
    }

    /** The call returned {@code value} (JSON-shaped). */
    public record Returned(Object value) implements InputResult {
    }

    /** The call raised an exception or panicked; the driver caught it and went on. */
    public record Raised(String message) implements InputResult {
    }

    /** The call returned something the driver cannot write in the declared result type. */
    public record Unreadable(String message) implements InputResult {
    }

    public record Missing() implements InputResult {
    }

    public static DriverOutput parse(String stdout, String marker, int inputs) {
        List<InputResult> results = new ArrayList<>(Collections.nCopies(inputs, new Missing()));
        Optional<String> staticProblem = Optional.empty();
        Optional<String> loadError = Optional.empty();
        boolean ended = false;
        String prefix = marker + " ";
        for (String line : stdout.split("\n", -1)) {
            if (!line.startsWith(prefix)) {
                continue;
            }
            String rest = line.substring(prefix.length());
            if (rest.equals("end")) {
                ended = true;
                continue;
            }
            if (rest.startsWith("static ")) {
                staticProblem = Optional.of(rest.substring("static ".length()));
                continue;
            }
            if (rest.startsWith("load-error ")) {
                loadError = Optional.of(rest.substring("load-error ".length()));
                continue;
            }
            String[] parts = rest.split(" ", 3);
            if (parts.length < 2) {
                continue;
            }
            int index;
            try {
                index = Integer.parseInt(parts[0]);
            } catch (NumberFormatException e) {
                continue;
            }
            if (index < 0 || index >= inputs || !(results.get(index) instanceof Missing)) {
                continue;
            }
            String payload = parts.length == 3 ? parts[2] : "";
            results.set(index, switch (parts[1]) {
                case "ok" -> returned(payload);
                case "error" -> new Raised(payload);
                case "bad" -> new Unreadable(payload);
                default -> new Missing();
            });
        }
        return new DriverOutput(staticProblem, loadError, List.copyOf(results), ended);
    }

    private static InputResult returned(String json) {
        try {
            return new Returned(JsonValues.parse(json));
        } catch (JsonProcessingException e) {
            return new Unreadable("the driver wrote a result that is not JSON: " + abbreviate(json));
        }
    }

    static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "…";
    }
}
