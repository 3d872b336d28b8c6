package dev.algoreval.dataset;

/** A dataset file that is malformed or inconsistent; the message names the file and the field. */
public class DatasetException extends RuntimeException {
    public DatasetException(String file, String field, String problem) {
        super(file + ": field '" + field + "': " + problem);
    }

    public DatasetException(String file, String field, String problem, Throwable cause) {
        super(file + ": field '" + field + "': " + problem, cause);
    }

    public DatasetException(String file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
    }
}
