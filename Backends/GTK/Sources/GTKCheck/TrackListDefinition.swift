/// The `.ui` fragment of a scrolled list of three tracks (a `GtkListView` with id `tracks` over a single selection
/// of strings) that the adopted-widget checks put in their windows.
enum TrackListDefinition {
    /// A `<child>` holding the scrolled list, to interpolate into a box's children.
    static let scrolledList = """
                <child>
                  <object class="GtkScrolledWindow">
                    <property name="vexpand">true</property>
                    <child>
                      <object class="GtkListView" id="tracks">
                        <property name="model">
                          <object class="GtkSingleSelection">
                            <property name="autoselect">false</property>
                            <property name="model">
                              <object class="GtkStringList">
                                <items><item>Intro</item><item>Theme</item><item>Encore</item></items>
                              </object>
                            </property>
                          </object>
                        </property>
                      </object>
                    </child>
                  </object>
                </child>
        """
}
