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

    /** Jackson's path to a bad value, spelt as the dataset's messages spell fields, e.g. {@code variants[0].expected}. */
    public static String fieldPath(com.fasterxml.jackson.databind.JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (com.fasterxml.jackson.databind.JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.length() == 0 ? "(document)" : path.toString();
    }
}
