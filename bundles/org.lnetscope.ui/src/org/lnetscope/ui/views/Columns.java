package org.lnetscope.ui.views;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;

/** A text column of a table of model objects of one type. */
final class Columns {

    private Columns() {
    }

    static <T> void add(TableViewer viewer, Class<T> type, String title, int width, Function<T, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(type.cast(element));
            }
        });
    }
}
