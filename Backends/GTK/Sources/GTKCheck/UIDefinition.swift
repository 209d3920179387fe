/// The `.ui` text the adopted-widget checks load: a window holding a vertical box of children, and the scrolled
/// list of three tracks that several of them put in it.
enum UIDefinition {
    /// An `<interface>` with one window, id `window`, titled `title`, whose vertical box (id `box`, `spacing`
    /// points between children, `margin` points from the window's top and sides) holds `children` (`<child>`
    /// elements).
    ///
    /// ```swift
    /// let button = #"<child><object class="GtkButton" id="play"/></child>"#
    /// let ui = UIDefinition.window(title: "Demo", height: 200, children: button)
    /// let play = try Builder(string: ui, name: "demo.ui").control(ObservableButton.self, id: "play")
    /// ```
    static func window(
        title: String, width: Int = 360, height: Int, spacing: Int = 0, margin: Int = 0, children: String
    ) -> String {
        """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="title">\(title)</property>
            <property name="default-width">\(width)</property>
            <property name="default-height">\(height)</property>
            <child>
              <object class="GtkBox" id="box">
                <property name="orientation">vertical</property>
                <property name="spacing">\(spacing)</property>
                <property name="margin-top">\(margin)</property>
                <property name="margin-start">\(margin)</property>
                <property name="margin-end">\(margin)</property>
        \(children)
              </object>
            </child>
          </object>
        </interface>
        """
    }

    /// A `<child>` holding a scale, id `volume`, 240 points wide, from 0 to 100 in steps of 1.
    static let volumeScale = """
                <child>
                  <object class="GtkScale" id="volume">
                    <property name="width-request">240</property>
                    <property name="adjustment">
                      <object class="GtkAdjustment">
                        <property name="upper">100</property><property name="step-increment">1</property>
                      </object>
                    </property>
                  </object>
                </child>
        """

    /// A `<child>` holding a scrolled list (a `GtkListView`, id `tracks`) of `items`, to put in a window's box:
    /// over a single selection that selects nothing at first, or over a multiple selection; with GTK's default
    /// factory, or a `GtkBuilderListItemFactory` of the `factoryTemplate` given.
    static func scrolledList(
        items: [String] = ["Intro", "Theme", "Encore"], multipleSelection: Bool = false,
        factoryTemplate: String? = nil
    ) -> String {
        let selection =
            multipleSelection
            ? #"<object class="GtkMultiSelection">"#
            : #"<object class="GtkSingleSelection"><property name="autoselect">false</property>"#
        let factory = factoryTemplate.map {
            """
            <property name="factory">
              <object class="GtkBuilderListItemFactory">
                <property name="bytes"><![CDATA[\($0)]]></property>
              </object>
            </property>
            """
        }
        return """
                <child>
                  <object class="GtkScrolledWindow">
                    <property name="vexpand">true</property>
                    <child>
                      <object class="GtkListView" id="tracks">
                        <property name="model">
                          \(selection)
                            <property name="model">
                              <object class="GtkStringList">
                                <items>\(items.map { "<item>\($0)</item>" }.joined())</items>
                              </object>
                            </property>
                          </object>
                        </property>
                        \(factory ?? "")
                      </object>
                    </child>
                  </object>
                </child>
            """
    }
}
